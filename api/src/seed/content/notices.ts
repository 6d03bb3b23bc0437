import type { SeedBoard } from './types.ts';

/* Notices (board code `notice`): the first is pinned. */

interface Notice {
  date: string;
  pinned?: boolean;
  subject: { ko: string; en: string };
  content: { ko: string; en: string };
}

const items: Notice[] = [
  {
    date: '2026-03-03T09:00:00+09:00',
    pinned: true,
    subject: { ko: '전화·영상 상담 안내', en: 'Consultations by phone and video' },
    content: {
      ko:
        '<p>사무소를 방문하기 어려운 분들을 위해 전화 상담과 영상 상담을 운영하고 있습니다. 지방이나 해외에 계신 분, 자녀 돌봄이나 근무 때문에 시간을 내기 어려운 분도 이용하실 수 있습니다.</p>' +
        '<ul><li>예약: 대표전화 02-0000-5800, 채팅 상담 또는 홈페이지 상담 신청서</li><li>영상 상담은 예약 확정 후 문자로 접속 방법을 보내 드립니다.</li><li>상담 전에 관련 서류를 사진이나 파일로 준비해 두시면 상담이 구체적으로 진행됩니다.</li></ul>' +
        '<p>전화·영상 상담도 방문 상담과 같은 방식으로 변호사가 직접 진행하며, 상담 내용은 비밀로 지켜집니다. 상담 비용과 진행 방식은 예약 시 미리 안내해 드립니다.</p>',
      en:
        '<p>For clients who find it hard to visit an office, we offer consultations by phone and by video — whether you live outside the city or abroad, or cannot easily get away because of childcare or work.</p>' +
        '<ul><li>Booking: call +82 2-0000-5800, use our chat service or send the consultation request form on this site.</li><li>For video consultations, we send joining instructions by text message once the booking is confirmed.</li><li>Having your documents ready as photos or files lets the consultation go into specifics.</li></ul>' +
        '<p>Phone and video consultations are conducted by a lawyer in the same way as meetings in person, and everything you tell us is kept confidential. The fee and format are explained when you book.</p>',
    },
  },
  {
    date: '2025-04-07T09:00:00+09:00',
    subject: { ko: '광주 분사무소 개소 안내', en: 'Our Gwangju Branch Office is now open' },
    content: {
      ko:
        '<p>법무법인 태성 이혼가사팀이 광주지방법원 인근에 광주 분사무소를 열었습니다. 호남 지역에서 이혼·가사·상속 문제로 서울이나 인천까지 오가셔야 했던 분들이 가까운 곳에서 상담을 받으실 수 있게 되었습니다.</p>' +
        '<p>광주 분사무소도 서울·인천과 마찬가지로 사건마다 변호사 두 명이 함께 맡으며, 필요하면 서울 본사와 자료를 공유해 함께 검토합니다. 주소와 오시는 길은 이용 안내의 사무소 정보에서 확인하실 수 있습니다.</p>',
      en:
        '<p>Taesung’s Divorce & Family Law Team has opened a branch office near Gwangju District Court. Clients in the Honam region who used to travel to Seoul or Incheon for divorce, family and inheritance matters can now get advice closer to home.</p>' +
        '<p>As in Seoul and Incheon, every case at the Gwangju office is handled by two lawyers, who share files with the Seoul main office for joint review where needed. The address and directions are in the office information on this site.</p>',
    },
  },
  {
    date: '2026-02-09T09:00:00+09:00',
    subject: { ko: '2026년 설 연휴 상담 안내', en: 'Consultations over the 2026 Lunar New Year holiday' },
    content: {
      ko:
        '<p>설 연휴인 2월 16일(월)부터 2월 18일(수)까지 모든 사무소가 휴무합니다. 연휴 기간에도 홈페이지 상담 신청서와 채팅 상담으로 문의를 남기실 수 있으며, 2월 19일(목)부터 접수 순서대로 연락드립니다.</p>' +
        '<p>가정폭력 등으로 신변의 위험이 있는 경우에는 먼저 112에 신고해 주세요.</p>',
      en:
        '<p>All our offices will be closed for the Lunar New Year holiday from Monday 16 to Wednesday 18 February. You can still leave an enquiry through the consultation request form or our chat service during the holiday, and we will contact you in the order received from Thursday 19 February.</p>' +
        '<p>If you are in danger, for example because of domestic violence, please call the police on 112 first.</p>',
    },
  },
  {
    date: '2026-05-11T09:00:00+09:00',
    subject: {
      ko: '황혼이혼과 재산분할 법률 세미나 개최 안내',
      en: 'Seminar: late-life divorce and property division',
    },
    content: {
      ko:
        '<p>법무법인 태성 이혼가사팀이 황혼이혼을 고민하는 분들과 가족을 위한 법률 세미나를 엽니다.</p>' +
        '<ul><li>일시: 2026년 6월 13일(토) 오후 2시~4시</li><li>장소: 서울 본사 세미나실</li><li>내용: 퇴직금과 연금의 분할, 거주 주택의 정리, 이혼 뒤 노후 설계에서 놓치기 쉬운 점</li><li>신청: 대표전화 또는 상담 신청서 (좌석이 한정되어 있어 사전 신청한 분에 한해 참석하실 수 있습니다)</li></ul>' +
        '<p>세미나에서는 일반적인 법률 정보를 안내하며, 개별 사건에 관한 상담은 따로 예약해 주시기 바랍니다.</p>',
      en:
        '<p>Taesung’s Divorce & Family Law Team is holding a legal seminar for people considering a late-life divorce and their families.</p>' +
        '<ul><li>When: Saturday 13 June 2026, 2–4 p.m.</li><li>Where: seminar room, Seoul Main Office</li><li>Topics: dividing retirement pay and pensions, what to do with the family home, and points easily missed when planning for life after divorce</li><li>Registration: by phone or with the consultation request form (seats are limited, so advance registration is required)</li></ul>' +
        '<p>The seminar gives general legal information; please book a separate consultation for advice on your own case.</p>',
    },
  },
  {
    date: '2026-08-18T09:00:00+09:00',
    subject: {
      ko: '개인정보처리방침 개정 안내 (2026년 9월 1일 시행)',
      en: 'Revised Privacy Policy (effective 1 September 2026)',
    },
    content: {
      ko:
        '<p>법무법인 태성 이혼가사팀의 개인정보처리방침이 다음과 같이 개정되어 2026년 9월 1일부터 시행됩니다.</p>' +
        '<ul><li>상담 신청 시 처리하는 항목에 희망 사무소와 희망 연락 시간을 명시</li><li>전화 회신 요청과 온라인 문의의 처리 항목과 보유 기간을 구분해 안내</li><li>문자·이메일 발송 업무의 처리위탁 내용을 정비</li><li>쿠키를 사용하지 않는다는 점과 관리자 화면의 세션 저장소 사용을 명시</li></ul>' +
        '<p>개정된 방침의 전체 내용은 홈페이지 하단의 개인정보처리방침에서 확인하실 수 있습니다. 문의는 개인정보 보호책임자에게 해 주시기 바랍니다.</p>',
      en:
        '<p>The Privacy Policy of Taesung’s Divorce & Family Law Team has been revised as follows, effective 1 September 2026.</p>' +
        '<ul><li>The preferred office and preferred contact time are now listed among the items processed for consultation requests.</li><li>Items and retention periods for call-back requests and online questions are set out separately.</li><li>The description of the processors who send text messages and e-mails has been updated.</li><li>The policy now states that the site uses no cookies and that the staff console uses the browser’s session storage.</li></ul>' +
        '<p>The full revised policy is linked at the bottom of every page. Please direct any questions to our Privacy Officer.</p>',
    },
  },
];

export const notices: SeedBoard[] = items.map((item) => ({
  code: 'notice',
  subject: item.subject,
  subTitle: { ko: '', en: '' },
  content: item.content,
  published: true,
  pinned: item.pinned ?? false,
  createdAt: item.date,
  thumb: null,
}));
