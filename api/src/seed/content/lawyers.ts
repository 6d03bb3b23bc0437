import type { LawyerInfoLine, LawyerInfoSection, OfficeCode } from '@taesung/shared/schemas';
import { portrait, type PortraitStyle } from './images.ts';
import type { SeedLawyer } from './types.ts';

/*
 * The sixteen lawyer profiles. Every name and career here is fictional; universities and public bodies are
 * named only as the kind of background such a career would have. Wording follows the bar's advertising rules:
 * "주요 취급 분야" / "main practice areas", never a claim of being a specialist.
 */

type Lines = { ko: LawyerInfoLine[]; en: LawyerInfoLine[] };
type Paragraph = { ko: string; en: string };

interface Profile {
  key: string;
  name: { ko: string; en: string };
  position: 'ceo' | 'representative' | 'partner' | 'associate';
  office: OfficeCode;
  summary: Paragraph;
  career: Lines;
  education: Lines;
  media?: Lines;
  areas: Lines;
  introduction: Paragraph;
  look: PortraitStyle;
}

const positions = {
  ceo: { ko: '대표변호사', en: 'Representative Attorney' },
  representative: { ko: '대표변호사', en: 'Representative Attorney' },
  partner: { ko: '파트너변호사', en: 'Partner Attorney' },
  associate: { ko: '변호사', en: 'Attorney' },
} as const;

const bold = (text: string): LawyerInfoLine => ({ text, bold: true });

function sections(profile: Profile, locale: 'ko' | 'en'): LawyerInfoSection[] {
  const titles =
    locale === 'ko'
      ? { career: '약력', education: '학력', media: '방송 출연', areas: '주요 취급 분야', introduction: '소개' }
      : {
          career: 'Biography',
          education: 'Education',
          media: 'Media appearances',
          areas: 'Main practice areas',
          introduction: 'Introduction',
        };
  const result: LawyerInfoSection[] = [
    { title: titles.career, infoDetail: profile.career[locale] },
    { title: titles.education, infoDetail: profile.education[locale] },
  ];
  if (profile.media) result.push({ title: titles.media, infoDetail: profile.media[locale] });
  result.push({ title: titles.areas, infoDetail: profile.areas[locale] });
  result.push({ title: titles.introduction, text: profile.introduction[locale] });
  return result;
}

function toSeed(profile: Profile, index: number): SeedLawyer {
  return {
    key: profile.key,
    title: profile.name.ko,
    titleEn: profile.name.en,
    position: { ...positions[profile.position] },
    summary: profile.summary,
    office: profile.office,
    ceo: profile.position === 'ceo',
    representative: profile.position === 'ceo' || profile.position === 'representative',
    order: index + 1,
    info: { ko: sections(profile, 'ko'), en: sections(profile, 'en') },
    image: portrait(`lawyer-${profile.key}`, profile.look),
  };
}

const profiles: Profile[] = [
  {
    key: 'jeong-hangyeol',
    name: { ko: '정한결', en: 'Hangyeol Jeong' },
    position: 'ceo',
    office: 'seoul-main',
    summary: {
      ko: '13년 동안 이혼·가사 사건만 맡아 온 이혼가사팀 대표변호사',
      en: 'Representative attorney who has handled only divorce and family cases for 13 years',
    },
    career: {
      ko: [
        bold('법무법인 태성 대표변호사'),
        bold('법무법인 태성 이혼가사팀 총괄 (2013년~현재)'),
        '이혼가사팀 누적 이혼 상담 5,800건 이상 총괄',
        '서울가정법원 가사조정위원 (전)',
        '서울가정법원 소년보호사건 국선보조인 (전)',
        '한국가족법학회 회원',
      ],
      en: [
        bold('Representative Attorney, Taesung Law Firm'),
        bold('Head of the Divorce & Family Law Team (2013–present)'),
        'Oversaw more than 5,800 divorce consultations by the team',
        'Former family mediation commissioner, Seoul Family Court',
        'Former court-appointed assistant in juvenile protection cases, Seoul Family Court',
        'Member, Korean Family Law Association',
      ],
    },
    education: {
      ko: [
        '고려대학교 법과대학 졸업',
        '고려대학교 대학원 법학과 석사과정 수료 (가족법)',
        '제46회 사법시험 합격',
        '사법연수원 제36기 수료',
      ],
      en: [
        'LL.B., Korea University College of Law',
        'Completed LL.M. coursework in family law, Korea University Graduate School',
        'Passed the 46th National Bar Examination',
        'Judicial Research and Training Institute, 36th class',
      ],
    },
    media: {
      ko: [
        bold('한빛TV 〈생활법정〉 법률 자문 고정 출연'),
        '가온방송 〈인생 2막 상담소〉 황혼이혼 편 출연',
        '누리경제TV 〈법률 브리핑〉 상속·유류분 편 출연',
        '태성 이혼가사팀 영상 채널 운영 (구독자 25만 명)',
      ],
      en: [
        bold('Regular legal commentator, Hanbit TV “Living Courtroom”'),
        'Guest on late-life divorce, Gaon Broadcasting “Second Act Counselling Room”',
        'Guest on inheritance and forced shares, Nuri Economy TV “Legal Briefing”',
        'Runs the team’s video channel (250,000 subscribers)',
      ],
    },
    areas: {
      ko: ['황혼이혼 재산분할 (퇴직금·연금·부동산)', '재판상 이혼과 위자료', '상속재산분할·유류분'],
      en: [
        'Property division in late-life divorce (retirement pay, pensions, real estate)',
        'Contested divorce and damages',
        'Division of estates and forced shares',
      ],
    },
    introduction: {
      ko: '이혼은 법적 절차이기 전에 남은 삶을 다시 설계하는 일입니다. 수십 년을 함께한 부부가 헤어질 때 재산과 연금을 어떻게 나눌지, 자녀와의 관계를 어떻게 지킬지 처음부터 함께 계산하고 설명드립니다. 모든 사건은 변호사 두 명이 함께 맡아 서면 하나, 기일 하나까지 서로 점검합니다.',
      en: 'A divorce is, before anything else, the redesign of the rest of a life. When a couple who have shared decades part, I work out with my clients from the very first meeting how their property and pensions will be divided and how their relationships with their children can be protected. Every case is handled by two lawyers, who check each other’s work on every brief and every hearing.',
    },
    look: {
      background: ['#dfe7f1', '#b9c8dc'],
      jacket: '#27334a',
      skin: '#f1cfb3',
      hair: '#2a2522',
      hairStyle: 'side-part',
      neckwear: 'tie',
      tie: '#7a2e3a',
    },
  },
  {
    key: 'seo-yunkyung',
    name: { ko: '서윤경', en: 'Yunkyung Seo' },
    position: 'representative',
    office: 'seoul-main',
    summary: {
      ko: '자녀가 있는 이혼에서 친권·양육권과 양육비 문제를 주로 다루는 대표변호사',
      en: 'Representative attorney whose main practice is parental authority, custody and child support in divorces with children',
    },
    career: {
      ko: [
        bold('법무법인 태성 대표변호사'),
        '법무법인 태성 이혼가사팀 서울 총괄',
        '서울가정법원 가사조정위원 (전)',
        '한부모가족 법률지원 자문위원 (전)',
        '개인정보 보호책임자 (법무법인 태성)',
      ],
      en: [
        bold('Representative Attorney, Taesung Law Firm'),
        'Head of the Seoul Divorce & Family Law Team',
        'Former family mediation commissioner, Seoul Family Court',
        'Former legal adviser to a single-parent family support programme',
        'Privacy Officer, Taesung Law Firm',
      ],
    },
    education: {
      ko: ['연세대학교 법과대학 졸업', '제47회 사법시험 합격', '사법연수원 제37기 수료'],
      en: [
        'LL.B., Yonsei University College of Law',
        'Passed the 47th National Bar Examination',
        'Judicial Research and Training Institute, 37th class',
      ],
    },
    media: {
      ko: ['한빛TV 〈생활법정〉 양육권·면접교섭 편 출연', '가온방송 〈굿모닝 라이프〉 출연'],
      en: [
        'Guest on custody and visitation, Hanbit TV “Living Courtroom”',
        'Guest, Gaon Broadcasting “Good Morning Life”',
      ],
    },
    areas: {
      ko: ['친권·양육권 다툼과 양육자 변경', '양육비 산정과 이행 확보', '면접교섭 조정'],
      en: [
        'Disputes over parental authority and custody, change of custodian',
        'Calculating and enforcing child support',
        'Arranging visitation',
      ],
    },
    introduction: {
      ko: '부모가 헤어져도 아이의 하루는 계속됩니다. 법원이 가장 먼저 보는 것은 자녀의 복리이기에, 누가 더 잘못했는지보다 아이가 앞으로 어떻게 지낼지를 구체적인 자료로 보여 드리는 데 힘을 씁니다. 양육비가 끊긴 뒤의 이행명령과 직접지급명령까지 끝까지 챙깁니다.',
      en: 'A child’s day goes on even when the parents part. Because the court looks first at the child’s welfare, I concentrate less on who was more at fault and more on showing, with concrete evidence, how the child will live from now on. I also see clients through to the end when support stops — enforcement orders and direct-payment orders included.',
    },
    look: {
      background: ['#f1e4dc', '#d8bfb1'],
      jacket: '#3a3a44',
      skin: '#eec7a8',
      hair: '#3b2a22',
      hairStyle: 'bob',
      neckwear: 'blouse',
    },
  },
  {
    key: 'baek-seungwon',
    name: { ko: '백승원', en: 'Seungwon Baek' },
    position: 'partner',
    office: 'seoul-main',
    summary: {
      ko: '사업체·주식·부동산이 얽힌 재산분할과 보전처분을 주로 다루는 파트너변호사',
      en: 'Partner whose main practice is property division involving businesses, shares and real estate, and interim measures',
    },
    career: {
      ko: [
        bold('법무법인 태성 파트너변호사'),
        '법무법인 태성 이혼가사팀 재산분할 파트 팀장',
        '중견기업 법무실 근무 (전)',
        '서울지방변호사회 회원',
      ],
      en: [
        bold('Partner Attorney, Taesung Law Firm'),
        'Leads the property division group of the Divorce & Family Law Team',
        'Former in-house counsel at a mid-sized company',
        'Member, Seoul Bar Association',
      ],
    },
    education: {
      ko: ['서울대학교 경영대학 졸업', '제50회 사법시험 합격', '사법연수원 제40기 수료'],
      en: [
        'B.B.A., Seoul National University',
        'Passed the 50th National Bar Examination',
        'Judicial Research and Training Institute, 40th class',
      ],
    },
    areas: {
      ko: ['비상장주식·사업체가 있는 재산분할', '재산 은닉 대응, 가압류·가처분', '퇴직금·연금 분할'],
      en: [
        'Property division involving unlisted shares and businesses',
        'Hidden assets, provisional attachments and injunctions',
        'Division of retirement pay and pensions',
      ],
    },
    introduction: {
      ko: '재산분할은 숫자의 싸움처럼 보이지만, 실제로는 그 숫자가 어떻게 만들어졌는지를 증명하는 일입니다. 금융거래정보 제출명령과 사실조회로 드러나지 않은 재산을 찾고, 회계 자료를 직접 읽어 기여도를 설명합니다. 소송 전에 재산이 사라지지 않도록 보전처분부터 검토합니다.',
      en: 'Property division looks like a fight over numbers, but in practice it is about proving how those numbers came about. I use orders for financial records and court inquiries to trace assets that are not on the surface, and read the accounts myself to explain each spouse’s contribution. Before a suit is filed, I look first at interim measures so that nothing disappears in the meantime.',
    },
    look: {
      background: ['#e3e8ee', '#bfc9d6'],
      jacket: '#1f2633',
      skin: '#efcaa9',
      hair: '#1f1b19',
      hairStyle: 'crop',
      neckwear: 'tie',
      tie: '#2f4858',
    },
  },
  {
    key: 'lim-chaerin',
    name: { ko: '임채린', en: 'Chaerin Lim' },
    position: 'partner',
    office: 'seoul-branch',
    summary: {
      ko: '상간자 손해배상과 위자료 사건을 주로 다루는 서울 분사무소 파트너변호사',
      en: 'Partner at the Seoul branch whose main practice is damages claims against a spouse’s affair partner',
    },
    career: {
      ko: [
        bold('법무법인 태성 파트너변호사'),
        '법무법인 태성 서울 분사무소 책임변호사',
        '법률구조 단체 가사 상담 위원 (전)',
      ],
      en: [
        bold('Partner Attorney, Taesung Law Firm'),
        'Managing attorney, Seoul Branch Office',
        'Former family-law counsellor at a legal aid organisation',
      ],
    },
    education: {
      ko: ['이화여자대학교 법학과 졸업', '이화여자대학교 법학전문대학원 졸업 (법학전문석사)', '제1회 변호사시험 합격'],
      en: [
        'LL.B., Ewha Womans University',
        'J.D., Ewha Womans University School of Law',
        'Passed the 1st Korean Bar Examination',
      ],
    },
    media: {
      ko: ['한빛TV 〈생활법정〉 상간자 소송 편 출연'],
      en: ['Guest on affair-partner lawsuits, Hanbit TV “Living Courtroom”'],
    },
    areas: {
      ko: ['상간자 손해배상 청구와 방어', '이혼 위자료', '접근금지 약정과 위약금 청구'],
      en: [
        'Bringing and defending claims against affair partners',
        'Damages in divorce',
        'Non-contact undertakings and penalty claims',
      ],
    },
    introduction: {
      ko: '배우자의 부정행위를 알게 된 뒤에는 분노와 혼란 속에서 서둘러 증거를 모으다 오히려 법을 어기는 경우가 생깁니다. 적법하게 쓸 수 있는 증거가 무엇인지부터 정리하고, 상대방의 인적 사항 확인과 소 제기 시점을 함께 정합니다. 반대로 소송을 당한 분께는 사실관계에 맞는 방어를 차분히 준비해 드립니다.',
      en: 'After discovering a spouse’s affair, people often rush to gather evidence in anger and confusion and end up breaking the law themselves. I start by sorting out which evidence can lawfully be used, then decide with the client how to identify the other party and when to file. For clients who have been sued, I prepare a measured defence that fits the facts.',
    },
    look: {
      background: ['#f3e6ea', '#dcc3cb'],
      jacket: '#2e2f3a',
      skin: '#f2d0b6',
      hair: '#2b211d',
      hairStyle: 'long',
      neckwear: 'blouse',
    },
  },
  {
    key: 'ha-junyoung',
    name: { ko: '하준영', en: 'Junyoung Ha' },
    position: 'partner',
    office: 'incheon',
    summary: {
      ko: '인천 분사무소에서 재판상 이혼과 재산분할을 주로 다루는 파트너변호사',
      en: 'Partner at the Incheon branch whose main practice is contested divorce and property division',
    },
    career: {
      ko: [
        bold('법무법인 태성 파트너변호사'),
        '법무법인 태성 인천 분사무소 책임변호사',
        '인천가정법원 가사조정위원 (전)',
        '인천지방변호사회 회원',
      ],
      en: [
        bold('Partner Attorney, Taesung Law Firm'),
        'Managing attorney, Incheon Branch Office',
        'Former family mediation commissioner, Incheon Family Court',
        'Member, Incheon Bar Association',
      ],
    },
    education: {
      ko: ['인하대학교 법학과 졸업', '제52회 사법시험 합격', '사법연수원 제42기 수료'],
      en: [
        'LL.B., Inha University',
        'Passed the 52nd National Bar Examination',
        'Judicial Research and Training Institute, 42nd class',
      ],
    },
    media: {
      ko: ['가온방송 〈굿모닝 라이프〉 이혼소송 편 출연'],
      en: ['Guest on divorce litigation, Gaon Broadcasting “Good Morning Life”'],
    },
    areas: {
      ko: ['재판상 이혼 (민법 제840조)', '재산분할과 위자료', '가사조정'],
      en: ['Contested divorce (Civil Act art. 840)', 'Property division and damages', 'Family mediation'],
    },
    introduction: {
      ko: '조정위원으로 법정 반대편에 앉아 보니, 재판부를 설득하는 것은 감정이 아니라 정리된 사실이라는 점을 분명히 알게 되었습니다. 의뢰인의 이야기를 시간 순서로 다시 세우고 그 사실마다 증거를 붙여, 조정이든 판결이든 납득할 수 있는 결론에 이르도록 돕습니다.',
      en: 'Sitting on the other side of the table as a mediation commissioner taught me that what persuades a court is not emotion but well-ordered facts. I rebuild each client’s story in chronological order and attach evidence to every fact, so that whether the case ends in mediation or judgment, it reaches a conclusion the client can accept.',
    },
    look: {
      background: ['#e2ece9', '#bcd2cc'],
      jacket: '#2f4858',
      skin: '#e9c2a0',
      hair: '#221c1a',
      hairStyle: 'swept',
      neckwear: 'tie',
      tie: '#8a6a2f',
    },
  },
  {
    key: 'namgung-seon',
    name: { ko: '남궁선', en: 'Seon Namgung' },
    position: 'partner',
    office: 'gwangju',
    summary: {
      ko: '광주 분사무소에서 상속재산분할과 유류분 사건을 주로 다루는 파트너변호사',
      en: 'Partner at the Gwangju branch whose main practice is division of estates and forced-share claims',
    },
    career: {
      ko: [
        bold('법무법인 태성 파트너변호사'),
        '법무법인 태성 광주 분사무소 책임변호사',
        '광주가정법원 가사조정위원 (전)',
        '광주지방변호사회 회원',
      ],
      en: [
        bold('Partner Attorney, Taesung Law Firm'),
        'Managing attorney, Gwangju Branch Office',
        'Former family mediation commissioner, Gwangju Family Court',
        'Member, Gwangju Bar Association',
      ],
    },
    education: {
      ko: ['전남대학교 법과대학 졸업', '제51회 사법시험 합격', '사법연수원 제41기 수료'],
      en: [
        'LL.B., Chonnam National University College of Law',
        'Passed the 51st National Bar Examination',
        'Judicial Research and Training Institute, 41st class',
      ],
    },
    areas: {
      ko: ['상속재산분할 협의와 심판', '유류분 반환 청구와 방어', '기여분·특별수익 주장'],
      en: [
        'Negotiated and court-ordered division of estates',
        'Bringing and defending forced-share claims',
        'Contribution shares and advancements',
      ],
    },
    introduction: {
      ko: '상속 분쟁은 재산보다 오래된 가족의 기억이 먼저 부딪히는 사건입니다. 누가 부모님을 모셨는지, 누가 먼저 도움을 받았는지를 증거로 바꾸어 기여분과 특별수익으로 정리하고, 가능하면 형제자매가 다시 마주 앉을 수 있는 합의를 먼저 찾습니다.',
      en: 'In an inheritance dispute, old family memories collide before the property does. I turn questions such as who cared for the parents and who was helped first into evidence, frame them as contribution shares and advancements, and look first for a settlement that lets siblings sit down together again.',
    },
    look: {
      background: ['#ece6f4', '#cbbfe0'],
      jacket: '#1f2633',
      skin: '#f3d4bb',
      hair: '#4a3a30',
      hairStyle: 'bun',
      neckwear: 'blouse',
    },
  },
  {
    key: 'cha-yerin',
    name: { ko: '차예린', en: 'Yerin Cha' },
    position: 'associate',
    office: 'seoul-main',
    summary: {
      ko: '양육권·면접교섭과 양육비 이행 사건을 주로 다루는 변호사',
      en: 'Attorney whose main practice is custody, visitation and enforcing child support',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '아동 인권 관련 공익 법률 지원 활동'],
      en: [bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'), 'Pro bono legal work on children’s rights'],
    },
    education: {
      ko: ['성균관대학교 사회학과 졸업', '성균관대학교 법학전문대학원 졸업 (법학전문석사)', '제5회 변호사시험 합격'],
      en: [
        'B.A. in Sociology, Sungkyunkwan University',
        'J.D., Sungkyunkwan University School of Law',
        'Passed the 5th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['양육자 지정·변경', '면접교섭 이행', '양육비 이행명령·직접지급명령'],
      en: [
        'Appointing and changing the custodial parent',
        'Enforcing visitation',
        'Enforcement and direct-payment orders for child support',
      ],
    },
    introduction: {
      ko: '가사조사와 심문에서 아이의 생활이 어떻게 비치는지가 결론을 좌우하는 경우가 많습니다. 등하원 기록, 돌봄 일정, 병원 기록처럼 일상의 자료를 꼼꼼히 모아 양육 환경을 보여 드리고, 결정 이후의 면접교섭과 양육비까지 이어서 살핍니다.',
      en: 'How a child’s daily life comes across in the family investigation and the hearing often decides the outcome. I gather everyday records — school drop-offs, care schedules, medical visits — to show the home the child lives in, and I stay involved after the decision with visitation and support.',
    },
    look: {
      background: ['#e3f0ee', '#bfdcd6'],
      jacket: '#34465a',
      skin: '#f0cbb0',
      hair: '#3a2b25',
      hairStyle: 'wave',
      neckwear: 'blouse',
    },
  },
  {
    key: 'yoo-donghun',
    name: { ko: '유동훈', en: 'Donghun Yoo' },
    position: 'associate',
    office: 'seoul-main',
    summary: {
      ko: '상속재산 조사와 상속회복청구를 주로 다루는 변호사',
      en: 'Attorney whose main practice is tracing estates and inheritance recovery claims',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '부동산 등기·신탁 관련 법률 실무 (전)'],
      en: [
        bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'),
        'Former practice in property registration and trusts',
      ],
    },
    education: {
      ko: ['한양대학교 법학과 졸업', '한양대학교 법학전문대학원 졸업 (법학전문석사)', '제4회 변호사시험 합격'],
      en: [
        'LL.B., Hanyang University',
        'J.D., Hanyang University School of Law',
        'Passed the 4th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['상속회복청구', '상속재산 조사와 등기 말소', '상속포기·한정승인'],
      en: [
        'Inheritance recovery claims',
        'Tracing estates and cancelling registrations',
        'Renunciation and qualified acceptance of inheritance',
      ],
    },
    introduction: {
      ko: '상속회복청구는 기간이 정해진 권리라서 망설이는 사이에 길이 닫히기도 합니다. 등기 원인 서류와 금융 거래 내역을 빠르게 확인해 언제 무엇이 옮겨졌는지부터 밝히고, 처분금지가처분으로 재산이 더 흩어지지 않게 막습니다.',
      en: 'An inheritance recovery claim must be brought within fixed time limits, and the door can close while one hesitates. I move quickly to check the registration documents and financial records to establish what was transferred and when, and use injunctions against disposal to stop the estate scattering further.',
    },
    look: {
      background: ['#e6eaf0', '#c3cbd8'],
      jacket: '#2b2f3a',
      skin: '#edc7a6',
      hair: '#26201d',
      hairStyle: 'crop',
      neckwear: 'open',
    },
  },
  {
    key: 'kwon-sodam',
    name: { ko: '권소담', en: 'Sodam Kwon' },
    position: 'associate',
    office: 'seoul-branch',
    summary: {
      ko: '협의이혼과 이혼 합의서, 공정증서 작성을 주로 다루는 변호사',
      en: 'Attorney whose main practice is divorce by agreement, settlement agreements and notarised deeds',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '법무법인 태성 서울 분사무소 근무'],
      en: [bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'), 'Based at the Seoul Branch Office'],
    },
    education: {
      ko: ['서강대학교 영어영문학과 졸업', '서강대학교 법학전문대학원 졸업 (법학전문석사)', '제7회 변호사시험 합격'],
      en: [
        'B.A. in English, Sogang University',
        'J.D., Sogang University School of Law',
        'Passed the 7th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['협의이혼 절차 안내와 합의서 작성', '재산분할·위자료 합의와 공정증서', '외국인 배우자가 있는 이혼'],
      en: [
        'Guiding divorce by agreement and drafting settlements',
        'Property and damages settlements, notarised deeds',
        'Divorces involving a foreign spouse',
      ],
    },
    introduction: {
      ko: '협의이혼은 법원이 재산분할과 위자료까지 확인해 주지 않기 때문에, 합의 내용을 제대로 문서로 남기지 않으면 이혼 뒤에 다시 분쟁이 시작됩니다. 지급 일정과 불이행 시 조치까지 담은 합의서를 만들고, 필요하면 강제집행이 가능한 공정증서로 마무리합니다.',
      en: 'In a divorce by agreement the court does not confirm the property settlement or damages, so if the agreement is not properly put in writing, the dispute starts again after the divorce. I draft settlements that include payment schedules and what happens on default, and where needed, finish them as notarised deeds that can be enforced directly.',
    },
    look: {
      background: ['#f4ece2', '#e0cdb5'],
      jacket: '#3b4252',
      skin: '#f1cdb2',
      hair: '#2f2420',
      hairStyle: 'bob',
      neckwear: 'blouse',
    },
  },
  {
    key: 'shin-ugyeom',
    name: { ko: '신우겸', en: 'Ugyeom Shin' },
    position: 'associate',
    office: 'seoul-branch',
    summary: {
      ko: '상간자 소송의 원고·피고 사건과 증거 검토를 주로 다루는 변호사',
      en: 'Attorney whose main practice is affair-partner lawsuits, for claimants and defendants, and reviewing evidence',
    },
    career: {
      ko: [
        bold('법무법인 태성 이혼가사팀 변호사'),
        '법무법인 태성 서울 분사무소 근무',
        '디지털 증거 관련 실무 연수 수료',
      ],
      en: [
        bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'),
        'Based at the Seoul Branch Office',
        'Completed practical training on digital evidence',
      ],
    },
    education: {
      ko: ['경희대학교 법학과 졸업', '경희대학교 법학전문대학원 졸업 (법학전문석사)', '제6회 변호사시험 합격'],
      en: [
        'LL.B., Kyung Hee University',
        'J.D., Kyung Hee University School of Law',
        'Passed the 6th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['상간자 손해배상 청구', '상간자 소송 방어', '부정행위 증거의 적법성 검토'],
      en: [
        'Claims against affair partners',
        'Defending affair-partner lawsuits',
        'Reviewing whether evidence of an affair was lawfully obtained',
      ],
    },
    introduction: {
      ko: '메신저 대화, 사진, 카드 내역처럼 요즘 사건의 증거는 대부분 디지털 자료입니다. 어떤 자료가 그대로 제출될 수 있고 어떤 자료는 오히려 문제가 되는지 먼저 가려 드리고, 재판부가 한눈에 이해할 수 있도록 시간순으로 정리합니다.',
      en: 'Today almost all evidence in these cases is digital: messages, photos, card statements. I first separate what can be submitted as it is from what could cause trouble for the client, then arrange the material chronologically so the court can follow it at a glance.',
    },
    look: {
      background: ['#e8ecf3', '#c6cfe0'],
      jacket: '#232a36',
      skin: '#f0cdb0',
      hair: '#1d1917',
      hairStyle: 'side-part',
      neckwear: 'tie',
      tie: '#3d5a80',
    },
  },
  {
    key: 'yang-jisu',
    name: { ko: '양지수', en: 'Jisu Yang' },
    position: 'associate',
    office: 'incheon',
    summary: {
      ko: '인천 분사무소에서 친권·양육권과 양육비 사건을 주로 다루는 변호사',
      en: 'Attorney at the Incheon branch whose main practice is parental authority, custody and child support',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '법무법인 태성 인천 분사무소 근무', '지역 가족센터 법률 상담 참여'],
      en: [
        bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'),
        'Based at the Incheon Branch Office',
        'Legal advice sessions at a local family centre',
      ],
    },
    education: {
      ko: ['인하대학교 아동심리학과 졸업', '인하대학교 법학전문대학원 졸업 (법학전문석사)', '제8회 변호사시험 합격'],
      en: [
        'B.A. in Child Psychology, Inha University',
        'J.D., Inha University School of Law',
        'Passed the 8th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['친권자·양육자 지정', '사전처분 (임시 양육자·임시 양육비)', '양육비 청구와 변경'],
      en: [
        'Appointing the person with parental authority and the custodial parent',
        'Interim orders (temporary custody and support)',
        'Claiming and varying child support',
      ],
    },
    introduction: {
      ko: '소송이 길어지는 동안 아이를 누가 돌보는지가 최종 결과에도 영향을 주곤 합니다. 그래서 본안과 함께 임시 양육자 지정과 임시 양육비 같은 사전처분을 먼저 검토합니다. 아이가 법원 절차에서 상처받지 않도록 부모가 할 수 있는 일도 함께 안내해 드립니다.',
      en: 'Who looks after the child while a long case runs often shapes the final result, so alongside the main claim I look first at interim orders such as temporary custody and temporary support. I also explain what parents can do to keep the court process from hurting the child.',
    },
    look: {
      background: ['#eef0e2', '#d4d9b8'],
      jacket: '#3c4a3e',
      skin: '#f2d2b8',
      hair: '#33261f',
      hairStyle: 'long',
      neckwear: 'blouse',
    },
  },
  {
    key: 'jo-eungyeol',
    name: { ko: '조은결', en: 'Eungyeol Jo' },
    position: 'associate',
    office: 'incheon',
    summary: {
      ko: '인천 분사무소에서 이혼소송과 재산분할을 주로 다루는 변호사',
      en: 'Attorney at the Incheon branch whose main practice is divorce litigation and property division',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '법무법인 태성 인천 분사무소 근무'],
      en: [bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'), 'Based at the Incheon Branch Office'],
    },
    education: {
      ko: ['중앙대학교 경제학부 졸업', '중앙대학교 법학전문대학원 졸업 (법학전문석사)', '제9회 변호사시험 합격'],
      en: [
        'B.A. in Economics, Chung-Ang University',
        'J.D., Chung-Ang University School of Law',
        'Passed the 9th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['재판상 이혼', '부동산·예금·보험의 재산분할', '혼인 전 재산(특유재산) 다툼'],
      en: [
        'Contested divorce',
        'Dividing real estate, deposits and insurance',
        'Disputes over premarital (separate) property',
      ],
    },
    introduction: {
      ko: '혼인 전에 마련한 집이나 부모에게서 받은 돈이 분할 대상인지는 이혼소송에서 자주 다투는 쟁점입니다. 돈의 흐름을 계좌 단위로 추적해 어떤 재산이 누구의 기여로 유지되었는지 보여 드리고, 조정 단계에서 현실적인 선택지를 함께 따져 봅니다.',
      en: 'Whether a home bought before marriage or money received from parents can be divided is one of the most frequent battles in divorce litigation. I trace money account by account to show whose contribution kept each asset, and weigh realistic options with the client at the mediation stage.',
    },
    look: {
      background: ['#e5eef5', '#c2d6e6'],
      jacket: '#2a3442',
      skin: '#ecc4a2',
      hair: '#2a2320',
      hairStyle: 'swept',
      neckwear: 'tie',
      tie: '#6b4e3d',
    },
  },
  {
    key: 'pyo-hyuna',
    name: { ko: '표현아', en: 'Hyuna Pyo' },
    position: 'associate',
    office: 'seoul-main',
    summary: {
      ko: '유류분과 상속재산분할 사건을 주로 다루는 변호사',
      en: 'Attorney whose main practice is forced-share claims and division of estates',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '가족법 판례 연구 모임 활동'],
      en: [bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'), 'Member of a family-law case study group'],
    },
    education: {
      ko: ['서울대학교 법학과 졸업', '서울대학교 법학전문대학원 졸업 (법학전문석사)', '제10회 변호사시험 합격'],
      en: [
        'LL.B., Seoul National University',
        'J.D., Seoul National University School of Law',
        'Passed the 10th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['유류분 반환 청구와 방어', '상속재산분할 심판', '생전 증여·유언 관련 분쟁'],
      en: [
        'Bringing and defending forced-share claims',
        'Court-ordered division of estates',
        'Disputes over lifetime gifts and wills',
      ],
    },
    introduction: {
      ko: '2024년 헌법재판소 결정 이후 유류분 사건은 사건마다 적용 기준을 더 세심하게 따져야 하게 되었습니다. 상속개시 시점과 증여 시점, 상속인의 범위를 먼저 확인하고, 최신 법령과 판례를 바탕으로 청구할 수 있는 범위를 설명드립니다.',
      en: 'Since the Constitutional Court’s 2024 decision, every forced-share case needs a closer look at which rules apply. I first confirm when the succession opened, when the gifts were made and who the heirs are, and then explain, on the basis of the latest legislation and case law, what can be claimed.',
    },
    look: {
      background: ['#f5e9e4', '#e3c9bd'],
      jacket: '#2d2a33',
      skin: '#f3d3b9',
      hair: '#2a1f1b',
      hairStyle: 'bun',
      neckwear: 'blouse',
    },
  },
  {
    key: 'tak-seongmin',
    name: { ko: '탁성민', en: 'Seongmin Tak' },
    position: 'associate',
    office: 'incheon',
    summary: {
      ko: '인천 분사무소에서 협의이혼과 재판상 이혼을 주로 다루는 변호사',
      en: 'Attorney at the Incheon branch whose main practice is divorce by agreement and contested divorce',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '법무법인 태성 인천 분사무소 근무'],
      en: [bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'), 'Based at the Incheon Branch Office'],
    },
    education: {
      ko: ['부산대학교 법학과 졸업', '부산대학교 법학전문대학원 졸업 (법학전문석사)', '제11회 변호사시험 합격'],
      en: [
        'LL.B., Pusan National University',
        'J.D., Pusan National University School of Law',
        'Passed the 11th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['협의이혼 합의서 작성', '재판상 이혼과 조정', '가정폭력이 있는 이혼과 보호조치'],
      en: [
        'Drafting divorce settlements',
        'Contested divorce and mediation',
        'Divorce involving domestic violence, protective measures',
      ],
    },
    introduction: {
      ko: '협의로 끝낼 수 있는 사건과 소송이 필요한 사건을 처음 상담에서 가르는 것이 시간과 비용을 아끼는 길입니다. 가정폭력이 있는 경우에는 숙려기간 단축이나 피해자보호명령처럼 안전을 먼저 지키는 방법부터 안내해 드립니다.',
      en: 'Telling apart, at the first meeting, the cases that can end by agreement from those that need a lawsuit is what saves time and cost. Where there is domestic violence, I start with the measures that put safety first, such as shortening the cooling-off period or a victim protection order.',
    },
    look: {
      background: ['#e9eef0', '#c7d4d9'],
      jacket: '#303846',
      skin: '#e8bf9c',
      hair: '#1e1a18',
      hairStyle: 'crop',
      neckwear: 'open',
    },
  },
  {
    key: 'hwang-jion',
    name: { ko: '황지온', en: 'Jion Hwang' },
    position: 'associate',
    office: 'gwangju',
    summary: {
      ko: '광주 분사무소에서 이혼과 양육 사건을 주로 다루는 변호사',
      en: 'Attorney at the Gwangju branch whose main practice is divorce and child custody',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '법무법인 태성 광주 분사무소 근무'],
      en: [bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'), 'Based at the Gwangju Branch Office'],
    },
    education: {
      ko: ['전남대학교 심리학과 졸업', '전남대학교 법학전문대학원 졸업 (법학전문석사)', '제12회 변호사시험 합격'],
      en: [
        'B.A. in Psychology, Chonnam National University',
        'J.D., Chonnam National University School of Law',
        'Passed the 12th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['협의이혼과 재판상 이혼', '양육권·면접교섭', '이혼 후 양육비 변경'],
      en: [
        'Divorce by agreement and contested divorce',
        'Custody and visitation',
        'Varying child support after divorce',
      ],
    },
    introduction: {
      ko: '서울까지 오가기 어려운 호남 지역 의뢰인도 가까운 곳에서 같은 수준의 상담을 받으실 수 있도록, 서울 팀과 사건 자료를 공유하며 두 명의 변호사가 함께 사건을 맡습니다. 처음 상담에서 절차와 예상 기간을 솔직하게 말씀드리는 것을 원칙으로 합니다.',
      en: 'So that clients in the Honam region, for whom travelling to Seoul is hard, can get the same standard of advice close to home, I share case files with the Seoul team and every case is handled by two lawyers together. My rule is to explain the procedure and the likely time frame candidly at the first meeting.',
    },
    look: {
      background: ['#eae6f2', '#cdc4e0'],
      jacket: '#393c4d',
      skin: '#f1ceb3',
      hair: '#3d2d25',
      hairStyle: 'wave',
      neckwear: 'blouse',
    },
  },
  {
    key: 'min-kyeongho',
    name: { ko: '민경호', en: 'Kyeongho Min' },
    position: 'associate',
    office: 'seoul-main',
    summary: {
      ko: '상속포기·한정승인과 상속 절차 전반을 주로 다루는 변호사',
      en: 'Attorney whose main practice is renunciation, qualified acceptance and inheritance procedure in general',
    },
    career: {
      ko: [bold('법무법인 태성 이혼가사팀 변호사'), '세무 관련 법률 실무 연수 수료'],
      en: [
        bold('Attorney, Divorce & Family Law Team, Taesung Law Firm'),
        'Completed practical training on tax-related legal work',
      ],
    },
    education: {
      ko: ['연세대학교 경영학과 졸업', '연세대학교 법학전문대학원 졸업 (법학전문석사)', '제13회 변호사시험 합격'],
      en: [
        'B.B.A., Yonsei University',
        'J.D., Yonsei University School of Law',
        'Passed the 13th Korean Bar Examination',
      ],
    },
    areas: {
      ko: ['상속포기·한정승인·특별한정승인', '상속재산 조회와 상속인 확정', '상속회복청구'],
      en: [
        'Renunciation, qualified acceptance and special qualified acceptance',
        'Finding the estate and establishing the heirs',
        'Inheritance recovery claims',
      ],
    },
    introduction: {
      ko: '상속은 부모님을 떠나보낸 직후 정신없는 시기에 3개월이라는 짧은 기한과 함께 찾아옵니다. 재산과 빚을 먼저 조회하고 상속포기와 한정승인 중 무엇이 맞는지 가족 전체의 상황을 보고 함께 정합니다. 빚을 늦게 알게 된 경우의 특별한정승인도 검토해 드립니다.',
      en: 'Inheritance arrives in the confusing weeks after losing a parent, with a deadline of only three months. I look up the assets and debts first and decide with the family, looking at everyone’s situation, whether renunciation or qualified acceptance is right. Where debts come to light late, I also consider special qualified acceptance.',
    },
    look: {
      background: ['#e4ecf0', '#c0d3dc'],
      jacket: '#26303c',
      skin: '#efc9a8',
      hair: '#231e1b',
      hairStyle: 'side-part',
      neckwear: 'tie',
      tie: '#5a4a82',
    },
  },
];

export const lawyers: SeedLawyer[] = profiles.map(toSeed);
