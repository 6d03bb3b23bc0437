import type { SeedTerms } from '../types.ts';

/*
 * The privacy policy (개인정보처리방침) as the Personal Information Protection Act, art. 30, and its Enforcement
 * Decree, art. 31, require. Names, numbers and addresses of the firm are fictional; the public remedy bodies in
 * the last section are the real ones every Korean privacy policy lists.
 */

const ko = [
  '<p>법무법인 태성(이하 "법인")은 이혼가사팀 홈페이지(이하 "홈페이지")를 운영하면서 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리하기 위하여 다음과 같이 개인정보처리방침을 정하여 공개합니다.</p>',

  '<h3>제1조 (개인정보의 처리 목적)</h3>',
  '<p>법인은 다음 목적을 위하여 개인정보를 처리하며, 다음 목적 외의 용도로는 이용하지 않습니다. 이용 목적이 바뀌는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 합니다.</p>',
  '<ul>' +
    '<li><strong>상담 신청의 접수와 처리</strong>: 신청 내용 확인, 상담 일정 조율과 연락, 상담 진행, 변호사법에 따른 이해충돌 여부 확인</li>' +
    '<li><strong>전화 회신 요청의 처리</strong>: 요청하신 분께 전화로 연락</li>' +
    '<li><strong>온라인 문의에 대한 답변</strong>: 문의 내용 확인과 답변</li>' +
    '<li><strong>홈페이지의 안전한 운영</strong>: 부정 이용 방지, 보안 사고 대응, 서비스 안정성 확보</li>' +
    '</ul>',

  '<h3>제2조 (처리하는 개인정보의 항목)</h3>',
  '<ul>' +
    '<li><strong>상담 신청</strong>: [필수] 이름, 휴대전화번호, 상담 분야, 희망 사무소, 희망 연락 시간, 상담 내용 / [선택] 첨부하신 경우 그 파일, 상담 시간을 예약하신 경우 예약 시간과 상담 방식 및 예약 안내를 받을 이메일 주소</li>' +
    '<li><strong>전화 회신 요청</strong>: [필수] 이름, 휴대전화번호</li>' +
    '<li><strong>온라인 문의</strong>: [필수] 이름, 제목, 문의 내용 / [선택] 전화번호, 이메일 주소</li>' +
    '<li><strong>자동으로 생성되는 정보</strong>: 홈페이지 이용 과정에서 접속 일시, 접속 IP 주소, 요청한 페이지 주소가 담긴 서버 접속 기록</li>' +
    '</ul>',
  '<p>상담 내용에는 건강이나 가족 관계처럼 민감한 사생활 정보가 포함될 수 있으므로, 상담에 꼭 필요한 범위에서만 적어 주시기 바랍니다. 상담 과정에서 「개인정보 보호법」 제23조의 민감정보를 처리해야 하는 경우에는 따로 동의를 받습니다. 법인은 홈페이지에서 만 14세 미만 아동의 개인정보를 수집하지 않으며, 아동에 관한 상담은 법정대리인이 신청하실 수 있습니다.</p>',

  '<h3>제3조 (개인정보의 처리 및 보유 기간)</h3>',
  '<p>법인은 법령에 따른 보유 기간 또는 정보주체에게서 개인정보를 수집할 때 동의받은 보유 기간 안에서 개인정보를 처리·보유합니다.</p>',
  '<ul>' +
    '<li><strong>상담 신청 정보</strong>: 접수일부터 1년 (근거: 정보주체의 동의, 「개인정보 보호법」 제15조 제1항 제1호)</li>' +
    '<li><strong>전화 회신 요청 정보</strong>: 접수일부터 6개월 (근거: 정보주체의 동의)</li>' +
    '<li><strong>온라인 문의 정보</strong>: 답변을 마친 날부터 1년 (근거: 정보주체의 동의)</li>' +
    '<li><strong>서버 접속 기록</strong>: 3개월 (근거: 홈페이지의 안전한 운영이라는 정당한 이익, 같은 법 제15조 제1항 제6호)</li>' +
    '</ul>',
  '<p>다만 관련 분쟁이나 수사가 진행 중인 경우에는 그 사유가 끝날 때까지 보유합니다. 상담 뒤 사건을 맡기시는 경우 사건 처리에 필요한 개인정보는 위임계약과 관련 법령에 따라 따로 관리하며, 그 내용은 위임계약을 체결할 때 안내합니다.</p>',

  '<h3>제4조 (개인정보의 제3자 제공)</h3>',
  '<p>법인은 정보주체의 개인정보를 제1조의 목적 범위에서만 처리하며, 정보주체의 동의나 법률의 특별한 규정 등 「개인정보 보호법」 제17조와 제18조에 해당하는 경우에만 제3자에게 제공합니다. 현재 법인이 제3자에게 제공하는 개인정보는 없습니다.</p>',

  '<h3>제5조 (개인정보 처리의 위탁)</h3>',
  '<p>법인은 원활한 업무 처리를 위하여 다음과 같이 개인정보 처리 업무를 위탁하고 있습니다.</p>',
  '<ul>' +
    '<li><strong>클라우드 호스팅 사업자</strong>: 홈페이지와 데이터베이스 서버의 운영 및 보관</li>' +
    '<li><strong>문자메시지 발송 대행 사업자</strong>: 상담 접수와 예약 안내 문자 발송</li>' +
    '<li><strong>이메일 발송 대행 사업자</strong>: 상담 접수 알림과 답변 이메일 발송</li>' +
    '</ul>',
  '<p>법인은 위탁 계약을 맺을 때 「개인정보 보호법」 제26조에 따라 위탁 업무 목적 외 처리 금지, 기술적·관리적 보호조치, 재위탁 제한, 수탁자에 대한 관리·감독, 손해배상 등 책임에 관한 사항을 문서에 명시하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다. 수탁자의 구체적인 상호는 요청하시면 알려 드리며, 위탁 업무의 내용이나 수탁자가 바뀌면 지체 없이 이 방침을 통해 공개합니다. 법인은 현재 개인정보를 국외로 이전하지 않으며, 국외 이전이 필요해지면 같은 법에 따라 미리 알리고 필요한 절차를 거칩니다.</p>',

  '<h3>제6조 (정보주체와 법정대리인의 권리·의무 및 행사 방법)</h3>',
  '<ul>' +
    '<li>정보주체는 언제든지 법인에 개인정보의 열람, 정정·삭제, 처리정지를 요구하거나 동의를 철회할 수 있습니다(「개인정보 보호법」 제35조부터 제37조까지).</li>' +
    '<li>권리 행사는 서면, 전화, 이메일로 제10조의 개인정보 보호책임자 또는 담당부서에 하실 수 있으며, 법인은 요구를 받은 날부터 10일 이내에 조치 결과를 알려 드립니다.</li>' +
    '<li>법정대리인이나 위임을 받은 사람을 통해서도 권리를 행사할 수 있으며, 이 경우 위임장을 제출해야 합니다.</li>' +
    '<li>다른 법령에서 수집 대상으로 명시된 개인정보는 삭제를 요구할 수 없으며, 법률에 특별한 규정이 있는 경우 등에는 처리정지 요구가 거절될 수 있습니다. 이때에는 그 사유를 알려 드립니다.</li>' +
    '<li>법인은 권리 행사를 요구한 사람이 본인이나 정당한 대리인인지 확인합니다.</li>' +
    '<li>법인은 완전히 자동화된 시스템만으로 정보주체에게 중대한 영향을 미치는 결정을 하지 않습니다.</li>' +
    '</ul>',

  '<h3>제7조 (개인정보의 파기 절차 및 방법)</h3>',
  '<p>법인은 보유 기간이 지나거나 처리 목적이 달성되는 등 개인정보가 필요 없게 되면 지체 없이 파기합니다. 다른 법령에 따라 계속 보존해야 하는 경우에는 별도의 데이터베이스로 옮기거나 보관 장소를 달리하여 보존합니다.</p>',
  '<ul>' +
    '<li><strong>파기 절차</strong>: 파기 사유가 생긴 개인정보를 선정하고, 개인정보 보호책임자의 승인을 받아 파기합니다.</li>' +
    '<li><strong>파기 방법</strong>: 전자적 파일은 복구하거나 재생할 수 없도록 기술적 방법으로 영구 삭제하고, 종이 문서는 분쇄하거나 소각합니다.</li>' +
    '</ul>',

  '<h3>제8조 (개인정보의 안전성 확보 조치)</h3>',
  '<ul>' +
    '<li><strong>관리적 조치</strong>: 내부 관리계획 수립·시행, 개인정보를 다루는 직원의 최소화와 정기 교육</li>' +
    '<li><strong>기술적 조치</strong>: 관리자 화면의 접근 권한 관리와 접근 통제, 비밀번호의 일방향 암호화 저장, 전송 구간 암호화(HTTPS), 접속 기록의 보관과 점검, 보안 업데이트 적용</li>' +
    '<li><strong>물리적 조치</strong>: 서버와 자료 보관 장소의 출입 통제, 상담 기록 문서의 잠금 보관</li>' +
    '</ul>',

  '<h3>제9조 (개인정보 자동 수집 장치의 설치·운영 및 거부)</h3>',
  '<ul>' +
    '<li>홈페이지는 쿠키(cookie)를 사용하지 않으며, 맞춤형 광고를 위한 행태정보를 수집하지 않습니다.</li>' +
    '<li>방문 통계는 방문한 페이지 주소와 날짜만 집계하며, 개인을 알아볼 수 있는 정보는 담지 않습니다.</li>' +
    '<li>팝업에서 "오늘 하루 보지 않기"를 선택하시면 그 선택만 이용자의 브라우저에 저장되며, 개인을 알아볼 수 있는 정보는 포함되지 않습니다.</li>' +
    '<li>직원용 관리 화면은 로그인 상태를 유지하기 위해 브라우저의 세션 저장소(session storage)에 인증 정보를 저장하며, 이 정보는 브라우저 탭을 닫으면 삭제됩니다.</li>' +
    '</ul>',

  '<h3>제10조 (개인정보 보호책임자와 담당부서)</h3>',
  '<p>법인은 개인정보 처리에 관한 업무를 총괄하고 관련 불만 처리와 피해 구제를 위하여 다음과 같이 개인정보 보호책임자와 담당부서를 두고 있습니다. 개인정보 열람 청구도 아래 담당부서에서 접수·처리합니다.</p>',
  '<ul>' +
    '<li><strong>개인정보 보호책임자</strong>: 서윤경 (대표변호사) / 전화 02-0000-5809 / 이메일 privacy@taesung-law.example</li>' +
    '<li><strong>담당부서</strong>: 이혼가사팀 운영지원실 (담당자 문하람) / 전화 02-0000-5808 / 이메일 privacy@taesung-law.example</li>' +
    '</ul>',

  '<h3>제11조 (권익침해 구제 방법)</h3>',
  '<p>정보주체는 개인정보 침해로 인한 구제를 받기 위하여 다음 기관에 분쟁 해결이나 상담 등을 신청할 수 있습니다.</p>',
  '<ul>' +
    '<li>개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)</li>' +
    '<li>개인정보침해신고센터: (국번 없이) 118 (privacy.kisa.or.kr)</li>' +
    '<li>대검찰청: (국번 없이) 1301 (www.spo.go.kr)</li>' +
    '<li>경찰청: (국번 없이) 182 (ecrm.police.go.kr)</li>' +
    '</ul>',

  '<h3>제12조 (개인정보처리방침의 변경)</h3>',
  '<p>이 개인정보처리방침은 2026년 9월 1일부터 적용됩니다. 내용이 추가·삭제·수정되는 경우에는 시행 7일 전부터 홈페이지 공지사항을 통해 알려 드리며, 이전 방침은 담당부서에 요청하시면 확인하실 수 있습니다.</p>',
  '<p>공고일자: 2026년 8월 18일 / 시행일자: 2026년 9월 1일</p>',
].join('');

const en = [
  '<p>Taesung Law Firm (the “Firm”) has adopted and publishes this Privacy Policy under article 30 of the Personal Information Protection Act in order to protect the personal information of data subjects who use the website of its Divorce & Family Law Team (the “Website”), and to deal promptly and smoothly with any related concerns.</p>',

  '<h3>1. Purposes of processing</h3>',
  '<p>The Firm processes personal information for the following purposes only and does not use it for any other purpose. If a purpose changes, the Firm will take the necessary steps, such as obtaining separate consent, under article 18 of the Act.</p>',
  '<ul>' +
    '<li><strong>Receiving and handling consultation requests</strong>: confirming the request, arranging and contacting you about the appointment, conducting the consultation, and checking for conflicts of interest under the Attorney-at-Law Act</li>' +
    '<li><strong>Handling call-back requests</strong>: calling you back as requested</li>' +
    '<li><strong>Answering online questions</strong>: reviewing and answering your question</li>' +
    '<li><strong>Operating the Website securely</strong>: preventing misuse, responding to security incidents and keeping the service stable</li>' +
    '</ul>',

  '<h3>2. Personal information processed</h3>',
  '<ul>' +
    '<li><strong>Consultation requests</strong>: [required] name, mobile number, practice area, preferred office, preferred contact time and message / [optional] any file you attach and, if you book a consultation time, the time and kind booked and an e-mail address for the booking notices</li>' +
    '<li><strong>Call-back requests</strong>: [required] name and mobile number</li>' +
    '<li><strong>Online questions</strong>: [required] name, subject and question / [optional] phone number and e-mail address</li>' +
    '<li><strong>Information generated automatically</strong>: server access logs recording the time of access, IP address and the page requested</li>' +
    '</ul>',
  '<p>A message may contain sensitive private information, such as details of health or family relationships, so please include only what the consultation needs. Where sensitive information within the meaning of article 23 of the Act has to be processed during a consultation, the Firm obtains separate consent. The Firm does not collect personal information from children under 14 through the Website; a consultation about a child may be requested by the child’s legal representative.</p>',

  '<h3>3. Retention periods</h3>',
  '<p>The Firm keeps personal information only for the period set by law or the period to which you consented when it was collected.</p>',
  '<ul>' +
    '<li><strong>Consultation requests</strong>: one year from receipt (basis: your consent, article 15(1)(i) of the Act)</li>' +
    '<li><strong>Call-back requests</strong>: six months from receipt (basis: your consent)</li>' +
    '<li><strong>Online questions</strong>: one year from the date the answer is given (basis: your consent)</li>' +
    '<li><strong>Server access logs</strong>: three months (basis: the legitimate interest in operating the Website securely, article 15(1)(vi) of the Act)</li>' +
    '</ul>',
  '<p>Where a related dispute or investigation is under way, information is kept until it has ended. If you instruct the Firm after a consultation, the personal information needed to handle your case is managed separately under the engagement agreement and the applicable laws, as explained when the agreement is made.</p>',

  '<h3>4. Provision to third parties</h3>',
  '<p>The Firm processes personal information only within the purposes in section 1 and provides it to third parties only in the cases permitted by articles 17 and 18 of the Act, such as with your consent or where a law specifically requires it. The Firm currently provides no personal information to third parties.</p>',

  '<h3>5. Entrustment of processing</h3>',
  '<p>To run its services smoothly, the Firm entrusts the following processing to outside processors:</p>',
  '<ul>' +
    '<li><strong>Cloud hosting provider</strong>: operating and storing the Website and its database servers</li>' +
    '<li><strong>Text-message sending service</strong>: sending text messages confirming requests and appointments</li>' +
    '<li><strong>E-mail sending service</strong>: sending e-mail notifications of requests and answers</li>' +
    '</ul>',
  '<p>When making an entrustment contract, the Firm sets out in writing, as article 26 of the Act requires, that the processor may not process the information for other purposes, must apply technical and administrative safeguards, may not sub-entrust without permission, is subject to the Firm’s supervision and is liable for damage, and the Firm supervises how processors handle the information. The processors’ names are available on request, and any change in the work entrusted or the processors will be published in this Policy without delay. The Firm does not currently transfer personal information outside Korea; should that become necessary, it will give notice in advance and follow the procedures the Act requires.</p>',

  '<h3>6. Your rights and how to exercise them</h3>',
  '<ul>' +
    '<li>You may at any time ask the Firm to give you access to, correct, delete or stop processing your personal information, or withdraw your consent (articles 35 to 37 of the Act).</li>' +
    '<li>You can exercise these rights in writing, by phone or by e-mail to the Privacy Officer or the department named in section 10; the Firm will tell you what it has done within ten days of receiving your request.</li>' +
    '<li>You may also exercise your rights through a legal representative or a person you have authorised, who must submit a power of attorney.</li>' +
    '<li>Deletion cannot be requested for information that another law requires to be collected, and a request to stop processing may be refused where a law specifically provides otherwise; in that case the Firm will tell you why.</li>' +
    '<li>The Firm checks that the person making a request is you or your lawful representative.</li>' +
    '<li>The Firm does not make decisions that significantly affect you by fully automated means.</li>' +
    '</ul>',

  '<h3>7. Destruction of personal information</h3>',
  '<p>When personal information is no longer needed — because the retention period has expired or the purpose has been achieved — the Firm destroys it without delay. If another law requires it to be kept, it is moved to a separate database or stored separately.</p>',
  '<ul>' +
    '<li><strong>Procedure</strong>: information due for destruction is identified and destroyed with the Privacy Officer’s approval.</li>' +
    '<li><strong>Method</strong>: electronic files are permanently deleted by technical means so that they cannot be recovered; paper documents are shredded or incinerated.</li>' +
    '</ul>',

  '<h3>8. Security measures</h3>',
  '<ul>' +
    '<li><strong>Administrative</strong>: an internal management plan, keeping the number of staff handling personal information to a minimum, and regular training</li>' +
    '<li><strong>Technical</strong>: access rights and access control for the staff console, one-way encryption of passwords, encryption in transit (HTTPS), keeping and reviewing access logs, and applying security updates</li>' +
    '<li><strong>Physical</strong>: controlled access to servers and storage areas, and locked storage of consultation records</li>' +
    '</ul>',

  '<h3>9. Automatic collection tools</h3>',
  '<ul>' +
    '<li>The Website does not use cookies and does not collect behavioural information for targeted advertising.</li>' +
    '<li>Visit statistics record only the page address and date and contain nothing that identifies you.</li>' +
    '<li>If you choose “Don’t show again today” on a pop-up, only that choice is stored in your browser, with nothing that identifies you.</li>' +
    '<li>The staff console stores login credentials in the browser’s session storage to keep staff signed in; they are deleted when the browser tab is closed.</li>' +
    '</ul>',

  '<h3>10. Privacy Officer and responsible department</h3>',
  '<p>The Firm has appointed a Privacy Officer and a responsible department to oversee the processing of personal information, deal with complaints and provide remedies. Requests for access are also received and handled by the department below.</p>',
  '<ul>' +
    '<li><strong>Privacy Officer</strong>: Yunkyung Seo (Representative Attorney) / phone +82 2-0000-5809 / e-mail privacy@taesung-law.example</li>' +
    '<li><strong>Department</strong>: Operations Support, Divorce & Family Law Team (contact: Haram Moon) / phone +82 2-0000-5808 / e-mail privacy@taesung-law.example</li>' +
    '</ul>',

  '<h3>11. Remedies</h3>',
  '<p>To seek a remedy for an infringement of your personal information, you may apply for dispute resolution or advice to the following bodies:</p>',
  '<ul>' +
    '<li>Personal Information Dispute Mediation Committee: 1833-6972 (www.kopico.go.kr)</li>' +
    '<li>Personal Information Infringement Report Center: 118 (privacy.kisa.or.kr)</li>' +
    '<li>Supreme Prosecutors’ Office: 1301 (www.spo.go.kr)</li>' +
    '<li>Korean National Police Agency: 182 (ecrm.police.go.kr)</li>' +
    '</ul>',

  '<h3>12. Changes to this Policy</h3>',
  '<p>This Privacy Policy applies from 1 September 2026. Any addition, deletion or amendment will be announced in the Website’s notices at least seven days before it takes effect, and earlier versions are available from the responsible department on request. If the Korean and English versions differ, the Korean version prevails.</p>',
  '<p>Announced: 18 August 2026 / Effective: 1 September 2026</p>',
].join('');

export const privacy: SeedTerms = {
  code: 'privacy',
  title: { ko: '개인정보처리방침', en: 'Privacy Policy' },
  content: { ko, en },
  effectiveAt: '2026-09-01T00:00:00+09:00',
};
