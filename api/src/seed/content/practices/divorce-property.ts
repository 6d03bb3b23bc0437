import type { SeedPractice } from '../types.ts';

export const divorceProperty: SeedPractice = {
  code: 'divorce-property',
  order: 4,
  title: { ko: '재산분할', en: 'Property Division' },
  lead: {
    ko: '혼인 중 부부가 함께 모은 재산은 누구 명의로 되어 있든 이혼할 때 나눌 수 있습니다. 오래 함께한 부부일수록 퇴직금과 연금, 부동산을 빠짐없이 따져 보아야 합니다.',
    en: 'Property built up together during the marriage can be divided on divorce, whoever’s name it is in. The longer the marriage, the more carefully retirement pay, pensions and real estate need to be examined.',
  },
  description: {
    ko: '이혼 재산분할의 대상과 기준 시점, 퇴직금·국민연금 분할, 재산 은닉에 대비한 가압류·가처분, 청구 기한 2년까지. 황혼이혼 재산분할도 함께 설명합니다.',
    en: 'Dividing property on divorce in Korea: what is divided, retirement pay and pension splitting, freezing assets, the two-year limit and late-life divorce.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '재산분할청구권',
        body:
          '<p>이혼한 부부의 한쪽은 상대방에게 재산분할을 청구할 수 있고, 협의가 되지 않으면 가정법원이 부부가 협력해 이룬 재산의 액수와 그 밖의 사정을 참작해 분할의 액수와 방법을 정합니다(민법 제839조의2). 이 권리는 이혼한 날부터 2년이 지나면 소멸하므로, 협의이혼을 먼저 했더라도 기한 안에 청구해야 합니다.</p>' +
          '<p>분할 대상은 혼인 중 함께 형성하고 유지한 재산입니다. 부동산, 예금, 주식, 보험 해지환급금, 사업체 지분이 포함될 수 있고, 아직 퇴직하지 않았더라도 그 시점에 퇴직하면 받을 퇴직급여 상당액이 대상이 될 수 있습니다. 혼인 생활을 위해 진 빚도 함께 정산합니다. 혼인 전부터 가진 재산이나 상속·증여받은 재산은 원칙적으로 제외되지만, 상대방이 그 재산의 유지나 증가에 기여했다면 대상이 되기도 합니다.</p>',
      },
      {
        kind: 'text',
        heading: '황혼이혼과 연금',
        body: '<p>혼인 기간이 긴 부부의 이혼에서는 가사와 양육을 맡아 온 배우자의 기여도 폭넓게 인정되는 경향이 있습니다. 국민연금은 혼인 기간이 5년 이상이고, 배우자였던 사람이 노령연금을 받게 되었으며 본인도 수급 연령에 이르렀다면 혼인 기간에 해당하는 연금액의 절반을 분할연금으로 받을 수 있습니다. 분할 비율은 재산분할에서 따로 정할 수 있고, 요건을 모두 갖춘 때부터 5년 안에 청구해야 합니다(국민연금법 제64조, 제64조의2). 공무원연금 같은 직역연금에도 비슷한 제도가 있으며, 재산분할 협의나 판결에서 연금을 어떻게 정했는지에 따라 결과가 달라지므로 함께 검토해야 합니다.</p>',
      },
      {
        kind: 'steps',
        heading: '재산분할 진행 순서',
        items: [
          {
            title: '재산 목록 작성',
            text: '부부 각자 명의의 재산과 빚을 정리합니다. 재판상 이혼은 원칙적으로 사실심 변론종결일, 협의이혼은 이혼 성립일이 기준 시점입니다.',
          },
          {
            title: '보전처분',
            text: '상대방이 재산을 처분하거나 숨길 우려가 있으면 가압류·가처분으로 묶어 둡니다. 재산분할을 해치려는 처분은 취소를 청구할 수도 있습니다(민법 제839조의3).',
          },
          {
            title: '재산 조사',
            text: '재산명시, 재산조회, 금융거래정보 제출명령, 사실조회로 드러나지 않은 재산을 찾습니다.',
          },
          {
            title: '감정과 기여도 주장',
            text: '부동산이나 비상장주식은 시가 감정을 거치고, 혼인 기간과 소득, 가사·양육 분담을 근거로 기여도를 주장합니다.',
          },
          {
            title: '조정 또는 판결',
            text: '조정에서 합의하거나 판결로 분할 방법이 정해집니다. 이혼소송과 함께 진행하면 보통 6개월에서 1년 이상 걸립니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '드러나지 않은 재산 추적',
            text: '계좌 사이의 돈 흐름을 따라가 차명 재산이나 처분된 재산의 행방을 확인합니다.',
          },
          {
            title: '황혼이혼 재산분할 경험',
            text: '퇴직금, 연금, 부동산이 얽힌 황혼이혼 재산분할 사건을 여러 차례 맡아 온 경험을 바탕으로 노후 생활까지 고려한 분할안을 설계합니다.',
          },
          {
            title: '세금까지 고려한 분할안',
            text: '명의 이전에 따르는 세금 문제는 협력 세무사와 함께 검토해 실제로 손에 남는 금액을 기준으로 판단합니다.',
          },
          {
            title: '변호사 두 명의 공동 수행',
            text: '재산이 많고 쟁점이 복잡할수록 두 변호사가 자료를 나누어 검토하고 서로 점검합니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>재산분할은 상대방이 재산을 옮기기 전에 준비를 시작하는 것이 중요합니다. 부동산 등기부, 통장 사본, 연금 가입 내역처럼 가지고 계신 자료를 가져오시면 상담이 구체적으로 진행됩니다. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있습니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'The right to a division of property',
        body:
          '<p>Either former spouse can claim a division of property from the other. If they cannot agree, the family court sets the amount and method of division, taking into account the amount of property the couple built up together and all other circumstances (Civil Act art. 839-2). The right lapses two years after the divorce, so even if you divorced by agreement first, you must claim within that time.</p>' +
          '<p>What can be divided is the property formed and maintained together during the marriage: real estate, deposits, shares, the surrender value of insurance policies and business interests may all be included, and even if a spouse has not yet retired, the retirement benefit they would receive if they retired at that point can be divided. Debts incurred for married life are settled too. Property owned before the marriage, or inherited or received as a gift, is in principle excluded, but it may be included if the other spouse helped to maintain or increase it.</p>',
      },
      {
        kind: 'text',
        heading: 'Late-life divorce and pensions',
        body: '<p>When a long marriage ends, the courts tend to give substantial weight to the contribution of the spouse who ran the home and raised the children. Under the National Pension, if the marriage lasted five years or more, once the former spouse is receiving an old-age pension and you have reached pensionable age yourself, you can receive half of the pension attributable to the years of marriage as a split pension. The proportion can be set differently in the property division, and the claim must be made within five years of meeting all the conditions (National Pension Act arts. 64 and 64-2). Similar schemes exist for occupational pensions such as the civil service pension, and what the property settlement or judgment says about pensions affects the result, so the two must be looked at together.</p>',
      },
      {
        kind: 'steps',
        heading: 'How a property division proceeds',
        items: [
          {
            title: 'Listing the assets',
            text: 'We list the assets and debts in each spouse’s name. In a contested divorce the reference date is in principle the close of argument at trial; after a divorce by agreement, it is the date of the divorce.',
          },
          {
            title: 'Interim measures',
            text: 'If your spouse may dispose of or hide assets, we freeze them with a provisional attachment or injunction. A transfer made to defeat your claim can also be set aside (Civil Act art. 839-3).',
          },
          {
            title: 'Tracing assets',
            text: 'We find assets that are not on the surface through asset disclosure, asset searches, orders for financial records and court inquiries.',
          },
          {
            title: 'Valuation and contribution',
            text: 'Real estate and unlisted shares are valued by court-appointed appraisers, and we argue your contribution on the basis of the length of the marriage, income and the sharing of housework and childcare.',
          },
          {
            title: 'Mediation or judgment',
            text: 'The division is settled at mediation or ordered by judgment. Together with a divorce action it usually takes from six months to more than a year.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'Tracing hidden assets',
            text: 'We follow money between accounts to find assets held in other people’s names or already disposed of.',
          },
          {
            title: 'Experience with late-life divorce',
            text: 'Drawing on the many late-life divorce cases involving retirement pay, pensions and real estate we have handled, we design divisions that take your life after retirement into account.',
          },
          {
            title: 'Tax-aware settlements',
            text: 'We review the tax consequences of transferring title with partner tax accountants and judge proposals by what you will actually keep.',
          },
          {
            title: 'Two lawyers on every case',
            text: 'The larger the assets and the more complex the issues, the more it matters that two lawyers divide the review and check each other.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>In property division it matters to start preparing before your spouse moves assets. If you bring what you have — property register extracts, bank statements, pension records — the consultation can go into specifics. Call +82 2-0000-5800, use our chat service or send a consultation request.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
