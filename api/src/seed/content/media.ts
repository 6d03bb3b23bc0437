import { studio } from './images.ts';
import type { SeedBoard } from './types.ts';

/*
 * TV, radio and press appearances (board code `media`), oldest first. Programmes and outlets are invented, and
 * so are the video ids (11 characters, the video service's format). The last item is the channel's own clip,
 * shown only in the home hero's list (`subOnly`).
 */

interface Appearance {
  subject: { ko: string; en: string };
  outlet: { ko: string; en: string };
  video: string;
  content: { ko: string; en: string };
  date: string;
  subOnly?: boolean;
}

const appearances: Appearance[] = [
  {
    subject: {
      ko: '이혼할 때 퇴직금과 연금도 나눌 수 있을까',
      en: 'Can retirement pay and pensions be divided on divorce?',
    },
    outlet: { ko: '한빛TV 〈생활법정〉', en: 'Hanbit TV, “Living Courtroom”' },
    video: 'hT3vQm8LkZa',
    content: {
      ko: '<p>아직 퇴직하지 않은 배우자의 퇴직금과 국민연금 분할연금이 재산분할에서 어떻게 다뤄지는지 사례를 들어 설명했습니다.</p>',
      en: '<p>Using examples, we explained how the retirement pay of a spouse who has not yet retired and the split National Pension are treated in a property division.</p>',
    },
    date: '2023-12-07T10:00:00+09:00',
  },
  {
    subject: {
      ko: '명절 뒤 늘어나는 이혼 상담, 먼저 확인할 세 가지',
      en: 'Divorce enquiries rise after the holidays: three things to check first',
    },
    outlet: { ko: '가온방송 〈굿모닝 라이프〉', en: 'Gaon Broadcasting, “Good Morning Life”' },
    video: 'Gm7pR2xWc4E',
    content: {
      ko: '<p>명절 직후 이혼을 고민하는 분들이 감정적으로 결정하기 전에 확인해야 할 재산, 자녀, 증거 문제를 정리했습니다.</p>',
      en: '<p>We set out the property, children and evidence questions that people thinking about divorce after a family holiday should check before deciding in the heat of the moment.</p>',
    },
    date: '2024-02-15T09:00:00+09:00',
  },
  {
    subject: {
      ko: '유류분 헌법재판소 결정, 무엇이 달라졌나',
      en: 'The Constitutional Court’s forced-share decision: what has changed',
    },
    outlet: { ko: '누리경제TV 〈법률 브리핑〉', en: 'Nuri Economy TV, “Legal Briefing”' },
    video: 'Nb4yK9dTq1s',
    content: {
      ko: '<p>형제자매의 유류분이 효력을 잃은 2024년 결정의 의미와, 입법 개선이 필요한 부분이 실제 사건에 어떤 영향을 주는지 짚었습니다.</p>',
      en: '<p>We discussed what the 2024 decision ending siblings’ forced shares means, and how the parts left for the legislature to amend affect real cases.</p>',
    },
    date: '2024-05-02T18:00:00+09:00',
  },
  {
    subject: { ko: '상간자 소송, 증거는 어디까지 써도 될까', en: 'Affair-partner lawsuits: how far can evidence go?' },
    outlet: { ko: '한빛TV 〈생활법정〉', en: 'Hanbit TV, “Living Courtroom”' },
    video: 'Lc8eW3nHv0P',
    content: {
      ko: '<p>몰래 한 녹음, 휴대전화 열람, 위치추적처럼 자주 묻는 증거 수집 방법이 어떤 법에 저촉될 수 있는지 설명했습니다.</p>',
      en: '<p>We explained which laws can be breached by common ways of gathering evidence, such as secret recordings, going through a phone and location tracking.</p>',
    },
    date: '2024-06-20T10:00:00+09:00',
  },
  {
    subject: {
      ko: '양육비를 주지 않는 전 배우자, 받아낼 방법은',
      en: 'When a former spouse stops paying child support',
    },
    outlet: { ko: '다온일보 영상 인터뷰', en: 'Daon Daily, video interview' },
    video: 'Da2sF6jRm9Y',
    content: {
      ko: '<p>이행명령, 직접지급명령, 감치까지 양육비를 받기 위한 법적 절차를 순서대로 소개했습니다.</p>',
      en: '<p>We walked through the legal steps for collecting child support in order, from enforcement orders and direct-payment orders to detention.</p>',
    },
    date: '2024-08-22T14:00:00+09:00',
  },
  {
    subject: {
      ko: '황혼이혼 재산분할, 전업주부의 기여는 어떻게 평가되나',
      en: 'Late-life divorce: how is a homemaker’s contribution valued?',
    },
    outlet: { ko: '가온방송 〈인생 2막 상담소〉', en: 'Gaon Broadcasting, “Second Act Counselling Room”' },
    video: 'Ip5tH1bXk7M',
    content: {
      ko: '<p>수십 년 동안 가사와 양육을 맡아 온 배우자의 기여가 재산분할에서 어떻게 평가되는지, 실제 사건의 흐름과 함께 이야기했습니다.</p>',
      en: '<p>We talked through how the contribution of a spouse who ran the home and raised the children for decades is assessed in a property division, following the course of real cases.</p>',
    },
    date: '2024-10-17T11:00:00+09:00',
  },
  {
    subject: {
      ko: '부모님을 모신 자녀, 상속에서 더 받을 수 있나',
      en: 'Can the child who cared for a parent inherit more?',
    },
    outlet: { ko: '누리경제TV 〈법률 브리핑〉', en: 'Nuri Economy TV, “Legal Briefing”' },
    video: 'Kb9wZ4cPs2L',
    content: {
      ko: '<p>기여분이 인정되는 요건과, 간병 기록이나 생활비 지출 자료를 어떻게 증거로 정리하는지 설명했습니다.</p>',
      en: '<p>We explained when a contribution share is recognised and how care records and household spending can be organised as evidence.</p>',
    },
    date: '2024-12-12T18:00:00+09:00',
  },
  {
    subject: {
      ko: '협의이혼 숙려기간에 꼭 해야 할 일',
      en: 'What to do during the cooling-off period of a divorce by agreement',
    },
    outlet: { ko: '한울FM 〈저녁의 법률 상담실〉', en: 'Hanul FM, “Evening Legal Clinic”' },
    video: 'Rw6qJ0mEt8D',
    content: {
      ko: '<p>숙려기간 동안 재산분할·위자료 합의서를 어떻게 쓰고, 양육비를 어떻게 정해야 이혼 뒤 분쟁을 줄일 수 있는지 안내했습니다.</p>',
      en: '<p>We explained how to write the property and damages settlement during the cooling-off period and how to set child support so as to avoid disputes after the divorce.</p>',
    },
    date: '2025-02-20T20:00:00+09:00',
  },
  {
    subject: { ko: '아이 면접교섭을 거부하면 어떻게 되나', en: 'What happens if one parent refuses visitation?' },
    outlet: { ko: '한빛TV 〈생활법정〉', en: 'Hanbit TV, “Living Courtroom”' },
    video: 'Vm3cT7gYa5N',
    content: {
      ko: '<p>면접교섭이 이루어지지 않을 때 이행명령과 과태료, 양육자 변경 청구까지 이어질 수 있는 절차를 설명했습니다.</p>',
      en: '<p>We described the steps that can follow when visitation does not happen, from enforcement orders and fines to an application to change the custodial parent.</p>',
    },
    date: '2025-04-24T10:00:00+09:00',
  },
  {
    subject: {
      ko: '가족 몰래 넘어간 부동산, 상속회복청구로 되찾기',
      en: 'Recovering property a relative quietly took over',
    },
    outlet: { ko: '한결경제 〈머니 토크〉', en: 'Hangyeol Economy, “Money Talk”' },
    video: 'Hr1uN8sQd6B',
    content: {
      ko: '<p>공동상속인 한 사람이 다른 상속인 몫까지 단독으로 등기한 경우, 상속회복청구의 제척기간과 대응 순서를 설명했습니다.</p>',
      en: '<p>Where one co-heir registered other heirs’ shares in their own name, we explained the exclusion periods for a recovery claim and what to do, in order.</p>',
    },
    date: '2025-06-19T17:00:00+09:00',
  },
  {
    subject: {
      ko: '이혼소송 중 재산을 빼돌린다면: 가압류와 가처분',
      en: 'If assets are moved during a divorce: attachments and injunctions',
    },
    outlet: { ko: '가온방송 〈굿모닝 라이프〉', en: 'Gaon Broadcasting, “Good Morning Life”' },
    video: 'Pz7aD2kLw3C',
    content: {
      ko: '<p>소송을 준비하는 단계에서 보전처분이 왜 중요한지, 이미 처분된 재산은 어떻게 되돌릴 수 있는지 이야기했습니다.</p>',
      en: '<p>We talked about why interim measures matter while a case is being prepared and how assets already disposed of can be brought back.</p>',
    },
    date: '2025-09-11T09:00:00+09:00',
  },
  {
    subject: {
      ko: '연금 분할, 이혼 뒤 따로 청구해야 하는 이유',
      en: 'Why a split pension must be claimed separately after divorce',
    },
    outlet: { ko: '누리경제TV 〈법률 브리핑〉', en: 'Nuri Economy TV, “Legal Briefing”' },
    video: 'Yq4fB9vHn0R',
    content: {
      ko: '<p>국민연금 분할연금의 요건과 청구 기한, 재산분할 합의에서 연금을 어떻게 정해 두어야 하는지 설명했습니다.</p>',
      en: '<p>We covered the conditions and deadline for a split National Pension and how pensions should be dealt with in a property settlement.</p>',
    },
    date: '2026-01-22T18:00:00+09:00',
  },
  {
    subject: {
      ko: '상속포기와 한정승인, 3개월 안에 정해야 할 것',
      en: 'Renunciation or qualified acceptance: deciding within three months',
    },
    outlet: { ko: '한빛TV 〈생활법정〉', en: 'Hanbit TV, “Living Courtroom”' },
    video: 'Tn2xM5rWc8F',
    content: {
      ko: '<p>부모님의 빚이 걱정될 때 상속포기와 한정승인 중 무엇을 택해야 하는지, 뒤늦게 빚을 안 경우의 특별한정승인까지 다뤘습니다.</p>',
      en: '<p>We discussed how to choose between renunciation and qualified acceptance when a parent’s debts are a worry, including special qualified acceptance where debts come to light late.</p>',
    },
    date: '2026-04-16T10:00:00+09:00',
  },
  {
    subject: { ko: '재혼 가정의 상속, 미리 알아둘 점', en: 'Inheritance in blended families: what to know in advance' },
    outlet: { ko: '다온일보 영상 인터뷰', en: 'Daon Daily, video interview' },
    video: 'Bf6kS3jZp1Q',
    content: {
      ko: '<p>재혼한 배우자와 전혼 자녀 사이에서 자주 생기는 상속 분쟁과, 유언과 생전 증여를 준비할 때 주의할 점을 정리했습니다.</p>',
      en: '<p>We looked at the inheritance disputes that often arise between a second spouse and children of a first marriage, and what to watch when preparing a will or lifetime gifts.</p>',
    },
    date: '2026-07-09T14:00:00+09:00',
  },
  {
    subject: { ko: '구독자 25만 명, 함께해 주셔서 감사합니다', en: '250,000 subscribers — thank you for watching' },
    outlet: { ko: '태성 이혼가사팀 채널', en: 'Taesung Divorce & Family Law Team channel' },
    video: 'Ts5cW0hKe9G',
    content: {
      ko: '<p>이혼·가사·상속 문제를 쉽게 풀어 온 태성 이혼가사팀 채널의 구독자가 25만 명이 되었습니다. 앞으로도 정확한 정보를 전하겠습니다.</p>',
      en: '<p>Our channel, which explains divorce, family and inheritance questions in plain language, now has 250,000 subscribers. We will keep sharing accurate information.</p>',
    },
    date: '2026-10-29T12:00:00+09:00',
    subOnly: true,
  },
];

export const media: SeedBoard[] = appearances.map((item, index) => ({
  code: 'media',
  subject: item.subject,
  subTitle: item.outlet,
  content: item.content,
  video: item.video,
  ...(item.subOnly ? { subOnly: true } : {}),
  published: true,
  pinned: false,
  createdAt: item.date,
  thumb: studio(`media-${String(index + 1).padStart(2, '0')}`, index),
}));
