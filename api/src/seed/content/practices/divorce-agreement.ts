import type { SeedPractice } from '../types.ts';

export const divorceAgreement: SeedPractice = {
  code: 'divorce-agreement',
  order: 1,
  title: { ko: '협의이혼', en: 'Divorce by Agreement' },
  lead: {
    ko: '부부가 이혼과 자녀 문제에 뜻을 모았다면 가정법원의 확인을 받아 이혼할 수 있습니다. 다만 재산분할과 위자료는 법원이 확인해 주지 않으므로, 합의한 내용을 정확히 문서로 남겨야 합니다.',
    en: 'If you and your spouse agree on the divorce and on your children, you can divorce with the family court’s confirmation. The court does not review the property settlement or damages, however, so what you agree must be put in writing precisely.',
  },
  description: {
    ko: '협의이혼 절차와 숙려기간(1~3개월), 양육비부담조서, 재산분할 합의서와 공정증서 작성까지. 법무법인 태성 이혼가사팀이 합의 내용을 빠짐없이 정리해 드립니다.',
    en: 'Divorce by agreement in Korea: the 1–3 month cooling-off period, child support records, and putting property settlements in writing or in a notarised deed.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '협의이혼이란',
        body:
          '<p>협의이혼은 부부가 이혼하기로 뜻을 모으고 가정법원에서 그 의사를 확인받은 뒤 관청에 신고해 성립하는 이혼입니다(민법 제834조, 제836조). 소송보다 빠르고 부담이 적지만, 법원이 확인하는 것은 이혼 의사와 미성년 자녀의 친권자·양육자, 양육비에 한정됩니다.</p>' +
          '<p>미성년 자녀가 있다면 양육자, 양육비, 면접교섭, 친권자에 관한 협의서를 반드시 내야 하고(민법 제836조의2, 제837조), 법원은 합의된 양육비에 대해 양육비부담조서를 작성합니다. 이 조서는 판결처럼 강제집행의 근거가 됩니다. 반면 재산분할과 위자료는 법원이 확인하지 않으므로 따로 합의서나 공정증서로 남겨 두어야 합니다. 재산분할청구권은 이혼한 날부터 2년이 지나면 행사할 수 없습니다(민법 제839조의2).</p>',
      },
      {
        kind: 'steps',
        heading: '협의이혼 절차',
        items: [
          {
            title: '이혼의사확인 신청',
            text: '부부가 함께 주소지나 등록기준지를 관할하는 가정법원(지방법원·지원)에 출석해 신청서를 냅니다. 미성년 자녀가 있으면 자녀 양육 안내도 받습니다.',
          },
          {
            title: '숙려기간',
            text: '이혼 안내를 받은 날부터 미성년 자녀(임신 중인 자녀 포함)가 있으면 3개월, 없으면 1개월이 지나야 확인을 받을 수 있습니다. 가정폭력처럼 급박한 사정이 있으면 기간을 줄이거나 면제받을 수 있습니다.',
          },
          {
            title: '양육 협의서 제출',
            text: '자녀가 있다면 늦어도 확인기일 1개월 전까지 양육과 친권자 결정에 관한 협의서를 냅니다. 협의가 되지 않으면 가정법원의 심판을 받아 그 정본을 제출합니다.',
          },
          {
            title: '확인기일 출석',
            text: '부부가 함께 법원에 나가 판사 앞에서 이혼 의사를 확인받습니다. 두 차례 출석하지 않으면 신청을 취하한 것으로 봅니다.',
          },
          {
            title: '이혼 신고',
            text: '확인서 등본을 받은 날부터 3개월 안에 시·구·읍·면 사무소에 신고해야 이혼이 성립합니다. 이 기간이 지나면 확인은 효력을 잃습니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '협의로 끝낼 수 있는지 점검',
            text: '첫 상담에서 재산, 자녀, 위자료 쟁점을 정리해 협의로 마무리할 수 있는 사건인지 함께 판단합니다.',
          },
          {
            title: '재산분할·위자료 합의서',
            text: '지급 금액과 일정, 명의 이전 시기, 지급하지 않을 때의 조치까지 담은 합의서를 작성하고, 돈을 주기로 한 약속은 바로 강제집행할 수 있는 공정증서로 만듭니다.',
          },
          {
            title: '양육 협의서',
            text: '양육비 금액과 지급일, 면접교섭의 횟수와 방법을 자녀의 나이와 생활에 맞게 구체적으로 정합니다.',
          },
          {
            title: '합의가 깨질 때의 대비',
            text: '상대방이 합의를 뒤집으면 조정이나 재판상 이혼으로 바로 이어갈 수 있도록 자료를 준비해 둡니다. 사건마다 변호사 두 명이 함께 맡습니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>협의이혼을 생각하고 계신다면 법원에 서류를 내기 전에 먼저 상담을 받아 보시기를 권합니다. 한 번 신고한 이혼의 조건을 나중에 바꾸기는 쉽지 않습니다. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있고, 전화·영상 상담도 가능합니다. 상담 내용은 변호사의 비밀유지 의무에 따라 보호됩니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'What divorce by agreement is',
        body:
          '<p>A divorce by agreement takes effect when both spouses agree to divorce, have that intention confirmed by the family court and then report the divorce to the local authority (Civil Act arts. 834 and 836). It is quicker and less of a burden than litigation, but the court confirms only the intention to divorce and, for children who are minors, who will hold parental authority, who will have custody and how much child support will be paid.</p>' +
          '<p>If you have minor children you must file an agreement on custody, child support, visitation and parental authority (Civil Act arts. 836-2 and 837), and the court records the agreed child support in a child support record, which can be enforced like a judgment. Property division and damages, by contrast, are not reviewed by the court, so they have to be recorded separately in a written settlement or a notarised deed. The right to claim a division of property lapses two years after the divorce (Civil Act art. 839-2).</p>',
      },
      {
        kind: 'steps',
        heading: 'How the procedure goes',
        items: [
          {
            title: 'Apply for confirmation',
            text: 'Both spouses appear in person at the family court (or district court or branch court) for the place where either lives or where the family register is kept and file the application. Parents of minor children also attend a briefing on raising children after divorce.',
          },
          {
            title: 'Cooling-off period',
            text: 'Confirmation can be given only after three months from the briefing if you have a minor child (including a child not yet born), or one month if you do not. The period can be shortened or waived in urgent cases such as domestic violence.',
          },
          {
            title: 'File the agreement on the children',
            text: 'Parents file the agreement on custody and parental authority at least one month before the confirmation hearing. If they cannot agree, they obtain a family court ruling and file a certified copy of it instead.',
          },
          {
            title: 'Attend the confirmation hearing',
            text: 'Both spouses appear together before a judge, who confirms the intention to divorce. If they fail to appear twice, the application is treated as withdrawn.',
          },
          {
            title: 'Report the divorce',
            text: 'The divorce takes effect only when it is reported to the city, district or township office within three months of receiving the certified confirmation. After that, the confirmation lapses.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'Checking whether agreement can work',
            text: 'At the first meeting we sort out the issues of property, children and damages and decide with you whether the case can realistically end by agreement.',
          },
          {
            title: 'Property and damages settlement',
            text: 'We draft a settlement that sets out amounts, payment dates, when title will be transferred and what happens on default, and turn promises to pay money into a notarised deed that can be enforced directly.',
          },
          {
            title: 'Agreement on the children',
            text: 'We set child support, payment dates and the frequency and form of visitation in concrete terms that fit your children’s ages and routines.',
          },
          {
            title: 'A plan if the agreement breaks down',
            text: 'We keep the file ready so that, if your spouse backs out, the matter can move straight to mediation or a contested divorce. Every case is handled by two lawyers together.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>If you are considering a divorce by agreement, we recommend taking advice before you file anything with the court: once a divorce has been reported, its terms are hard to change. You can book a consultation by calling +82 2-0000-5800, through our chat service or with the consultation request form; consultations by phone or video are also available. What you tell us is protected by the lawyer’s duty of confidentiality.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
