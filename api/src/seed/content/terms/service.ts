import type { SeedTerms } from '../types.ts';

/* The website's terms of use (이용약관). */

const ko = [
  '<h3>제1조 (목적)</h3>',
  '<p>이 약관은 법무법인 태성(이하 "법인")이 운영하는 이혼가사팀 홈페이지(이하 "홈페이지")의 이용 조건과 절차, 법인과 이용자의 권리와 의무를 정하는 것을 목적으로 합니다.</p>',

  '<h3>제2조 (정의)</h3>',
  '<ul>' +
    '<li>"이용자"란 이 약관에 따라 홈페이지를 이용하는 모든 사람을 말합니다.</li>' +
    '<li>"상담 신청"이란 이용자가 홈페이지의 상담 신청서나 전화 회신 요청을 통해 법인에 상담을 요청하는 것을 말합니다.</li>' +
    '<li>"온라인 문의"란 이용자가 홈페이지를 통해 법인에 질문을 남기는 것을 말합니다.</li>' +
    '</ul>',

  '<h3>제3조 (약관의 게시와 변경)</h3>',
  '<p>법인은 이 약관을 홈페이지에 게시합니다. 법인은 관련 법령을 위반하지 않는 범위에서 약관을 변경할 수 있으며, 변경하는 경우 적용일자와 변경 사유를 밝혀 적용일 7일 전부터 홈페이지에 공지합니다. 이용자에게 불리한 변경은 적용일 30일 전부터 공지합니다.</p>',

  '<h3>제4조 (제공하는 서비스)</h3>',
  '<ul>' +
    '<li>이혼·가사·상속에 관한 일반적인 법률 정보의 제공</li>' +
    '<li>변호사, 사무소, 언론 보도, 성공사례의 소개</li>' +
    '<li>상담 신청과 전화 회신 요청의 접수</li>' +
    '<li>온라인 문의의 접수와 답변</li>' +
    '<li>그 밖에 법인이 홈페이지를 통해 제공하는 서비스</li>' +
    '</ul>',

  '<h3>제5조 (홈페이지 정보의 성격)</h3>',
  '<ul>' +
    '<li>홈페이지에 게시된 법률 정보는 일반적인 안내이며, 개별 사건에 대한 법률 자문이 아닙니다. 구체적인 사건은 변호사와 상담하신 뒤 판단하시기 바랍니다.</li>' +
    '<li>게시된 정보는 작성 시점의 법령과 판례를 기준으로 하며, 그 뒤 법령이나 판례가 바뀌면 달라질 수 있습니다.</li>' +
    '<li>성공사례는 특정 사건의 경과와 결과를 소개한 것으로, 다른 사건에서 같은 결과를 약속하는 것이 아닙니다.</li>' +
    '<li>상담 신청이나 온라인 문의만으로는 사건의 위임 관계가 생기지 않으며, 사건의 위임은 법인과 의뢰인이 위임계약서를 작성한 때 성립합니다.</li>' +
    '</ul>',

  '<h3>제6조 (상담 신청과 온라인 문의)</h3>',
  '<ul>' +
    '<li>이용자는 상담 신청이나 문의를 할 때 사실에 맞는 정보를 입력해야 하며, 다른 사람의 정보를 그 사람의 동의 없이 입력해서는 안 됩니다.</li>' +
    '<li>법인은 변호사법에 따른 수임 제한 사유가 있거나 신청 내용이 법령 또는 이 약관에 어긋나는 경우 상담을 거절할 수 있습니다.</li>' +
    '<li>온라인 문의에 대한 답변은 남겨 주신 내용을 바탕으로 한 일반적인 안내이며, 사실관계에 따라 결론이 달라질 수 있습니다.</li>' +
    '</ul>',

  '<h3>제7조 (이용자의 의무)</h3>',
  '<p>이용자는 다음 행위를 해서는 안 됩니다.</p>',
  '<ul>' +
    '<li>거짓 정보를 입력하거나 다른 사람을 사칭하는 행위</li>' +
    '<li>다른 사람의 명예를 훼손하거나 권리를 침해하는 내용을 보내는 행위</li>' +
    '<li>해킹, 악성 프로그램 유포, 과도한 자동 접속 등으로 홈페이지 운영을 방해하는 행위</li>' +
    '<li>홈페이지의 콘텐츠를 법인의 허락 없이 복제·배포하거나 상업적으로 이용하는 행위</li>' +
    '<li>그 밖에 법령이나 이 약관에 어긋나는 행위</li>' +
    '</ul>',

  '<h3>제8조 (저작권)</h3>',
  '<p>홈페이지에 게시된 글, 이미지, 영상, 디자인 등의 저작권은 법인 또는 정당한 권리자에게 있습니다. 이용자는 개인적인 이용 범위를 넘어 이를 복제·배포·전송하거나 2차적 저작물로 만들려면 법인의 사전 허락을 받아야 합니다.</p>',

  '<h3>제9조 (외부 서비스)</h3>',
  '<p>홈페이지에는 채팅 상담, 동영상, 지도 등 외부 서비스로 연결되는 링크가 있습니다. 외부 서비스를 이용할 때에는 해당 서비스의 약관과 개인정보 처리방침이 적용되며, 법인은 외부 서비스의 내용과 운영에 대하여 책임을 지지 않습니다.</p>',

  '<h3>제10조 (서비스의 변경과 중단)</h3>',
  '<p>법인은 설비 점검, 장애, 천재지변 등 부득이한 사유가 있으면 서비스의 전부 또는 일부를 일시적으로 중단할 수 있습니다. 이 경우 미리 홈페이지에 알리며, 미리 알릴 수 없는 사정이 있으면 사후에 알립니다.</p>',

  '<h3>제11조 (책임의 제한)</h3>',
  '<p>법인은 천재지변 등 불가항력이나 이용자에게 책임이 있는 사유로 생긴 손해에 대하여는 책임을 지지 않습니다. 다만 법인에 고의나 과실이 있는 경우에는 그러하지 않습니다.</p>',

  '<h3>제12조 (개인정보 보호)</h3>',
  '<p>법인은 이용자의 개인정보를 관련 법령과 홈페이지에 게시한 개인정보처리방침에 따라 보호합니다.</p>',

  '<h3>제13조 (준거법과 관할)</h3>',
  '<p>이 약관과 홈페이지 이용에 관한 분쟁에는 대한민국 법을 적용하며, 분쟁에 관한 소송은 민사소송법에 따른 관할 법원에 제기합니다.</p>',

  '<h3>부칙</h3>',
  '<p>이 약관은 2025년 3월 1일부터 시행합니다.</p>',
].join('');

const en = [
  '<h3>Article 1 (Purpose)</h3>',
  '<p>These Terms set out the conditions and procedures for using the website of the Divorce & Family Law Team operated by Taesung Law Firm (the “Firm”) (the “Website”), and the rights and obligations of the Firm and its users.</p>',

  '<h3>Article 2 (Definitions)</h3>',
  '<ul>' +
    '<li>A “user” is anyone who uses the Website under these Terms.</li>' +
    '<li>A “consultation request” is a request for a consultation made through the Website’s consultation request form or call-back request.</li>' +
    '<li>An “online question” is a question left for the Firm through the Website.</li>' +
    '</ul>',

  '<h3>Article 3 (Publication and amendment)</h3>',
  '<p>The Firm publishes these Terms on the Website. It may amend them to the extent permitted by law; when it does, it announces the effective date and the reasons on the Website at least seven days in advance, or at least 30 days in advance for changes unfavourable to users.</p>',

  '<h3>Article 4 (Services)</h3>',
  '<ul>' +
    '<li>General legal information on divorce, family and inheritance matters</li>' +
    '<li>Information about the Firm’s lawyers, offices, media coverage and success cases</li>' +
    '<li>Receiving consultation requests and call-back requests</li>' +
    '<li>Receiving and answering online questions</li>' +
    '<li>Any other service the Firm provides through the Website</li>' +
    '</ul>',

  '<h3>Article 5 (Nature of the information)</h3>',
  '<ul>' +
    '<li>Legal information on the Website is general guidance, not legal advice on any particular case. Please take advice from a lawyer before acting on a specific matter.</li>' +
    '<li>Information reflects the law and case law at the time it was written and may change as they change.</li>' +
    '<li>Success cases describe the course and outcome of particular cases and are not a promise of the same outcome in any other case.</li>' +
    '<li>A consultation request or online question does not by itself create a lawyer–client relationship; a case is entrusted to the Firm only when the Firm and the client sign an engagement agreement.</li>' +
    '</ul>',

  '<h3>Article 6 (Consultation requests and online questions)</h3>',
  '<ul>' +
    '<li>Users must enter accurate information and must not enter another person’s information without that person’s consent.</li>' +
    '<li>The Firm may decline a consultation where the Attorney-at-Law Act prevents it from acting, or where the request breaches the law or these Terms.</li>' +
    '<li>Answers to online questions are general guidance based on what you have told us, and the conclusion may differ depending on the facts.</li>' +
    '</ul>',

  '<h3>Article 7 (Users’ obligations)</h3>',
  '<p>Users must not:</p>',
  '<ul>' +
    '<li>enter false information or impersonate another person;</li>' +
    '<li>send anything that defames another person or infringes their rights;</li>' +
    '<li>interfere with the Website’s operation by hacking, spreading malware, excessive automated access or similar means;</li>' +
    '<li>copy, distribute or commercially exploit the Website’s content without the Firm’s permission; or</li>' +
    '<li>otherwise breach the law or these Terms.</li>' +
    '</ul>',

  '<h3>Article 8 (Copyright)</h3>',
  '<p>Copyright in the text, images, videos and design of the Website belongs to the Firm or the lawful right holders. Beyond personal use, users need the Firm’s prior permission to reproduce, distribute, transmit or adapt them.</p>',

  '<h3>Article 9 (External services)</h3>',
  '<p>The Website links to external services such as chat consultation, video and maps. Their own terms and privacy policies apply when you use them, and the Firm is not responsible for their content or operation.</p>',

  '<h3>Article 10 (Changes to and suspension of the service)</h3>',
  '<p>The Firm may temporarily suspend all or part of the service for maintenance, faults, natural disasters or other unavoidable reasons. It will announce this on the Website in advance or, where that is not possible, afterwards.</p>',

  '<h3>Article 11 (Limitation of liability)</h3>',
  '<p>The Firm is not liable for loss caused by force majeure, such as natural disasters, or by reasons attributable to the user, except where the Firm has acted intentionally or negligently.</p>',

  '<h3>Article 12 (Personal information)</h3>',
  '<p>The Firm protects users’ personal information in accordance with the applicable laws and the Privacy Policy published on the Website.</p>',

  '<h3>Article 13 (Governing law and jurisdiction)</h3>',
  '<p>These Terms and any dispute about the use of the Website are governed by the laws of the Republic of Korea, and proceedings are to be brought in the court having jurisdiction under the Civil Procedure Act. If the Korean and English versions differ, the Korean version prevails.</p>',

  '<h3>Supplementary provision</h3>',
  '<p>These Terms take effect on 1 March 2025.</p>',
].join('');

export const service: SeedTerms = {
  code: 'service',
  title: { ko: '이용약관', en: 'Terms of Use' },
  content: { ko, en },
  effectiveAt: '2025-03-01T00:00:00+09:00',
};
