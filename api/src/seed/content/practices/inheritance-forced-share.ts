import type { SeedPractice } from '../types.ts';

export const inheritanceForcedShare: SeedPractice = {
  code: 'inheritance-forced-share',
  order: 7,
  title: { ko: '유류분', en: 'Forced Share (Yuryubun)' },
  lead: {
    ko: '부모가 생전에 한 자녀에게 재산을 몰아주었거나 유언으로 다른 사람에게 넘겼더라도, 일정한 상속인은 법이 정한 최소한의 몫인 유류분을 돌려달라고 청구할 수 있습니다.',
    en: 'Even if a parent gave most of their property to one child during their lifetime or left it to someone else by will, certain heirs can claim back the minimum share the law reserves for them.',
  },
  description: {
    ko: '유류분 비율(민법 제1112조)과 2024년 헌법재판소 결정의 영향, 산입되는 증여, 1년·10년 소멸시효, 유류분반환청구 소송 절차까지 신중하게 설명합니다.',
    en: 'Forced-share claims in Korea: shares under Civil Act art. 1112, the 2024 Constitutional Court decision, which gifts count, time limits and court process.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '유류분이란',
        body:
          '<p>유류분은 피상속인이 증여나 유증으로 재산을 처분했더라도 일정한 상속인에게 남겨 두도록 법이 정한 최소한의 몫입니다. 직계비속과 배우자는 법정상속분의 2분의 1, 직계존속은 3분의 1이 유류분입니다(민법 제1112조).</p>' +
          '<p>헌법재판소는 2024년 4월 25일 유류분 제도에 관한 결정에서 형제자매의 유류분을 정한 부분을 위헌으로 판단했고, 그 부분은 효력을 잃었습니다. 또 피상속인을 오랫동안 유기하거나 학대한 상속인의 유류분을 잃게 하는 규정이 없는 점과, 기여분을 유류분에 반영하는 규정이 없는 점은 헌법에 맞지 않는다고 보아 국회가 2025년 12월 31일까지 법을 고치도록 했습니다. 따라서 어떤 기준이 적용되는지는 상속이 언제 개시되었는지, 개정 법률의 내용과 경과 규정이 어떠한지에 따라 달라질 수 있어, 상담 때 최신 법령과 판례를 기준으로 검토해 드립니다.</p>',
      },
      {
        kind: 'text',
        heading: '무엇을 계산에 넣나',
        body:
          '<p>유류분은 상속이 개시된 때의 재산에 증여재산을 더하고 채무를 빼서 산정합니다(민법 제1113조). 제3자에 대한 증여는 원칙적으로 상속개시 전 1년 동안 한 것만 들어가지만, 양쪽 당사자가 유류분 권리자에게 손해가 될 것을 알고 한 증여는 그보다 앞선 것도 포함됩니다(민법 제1114조). 공동상속인이 받은 생전 증여는 판례상 시기와 관계없이 산입되는 것이 원칙입니다.</p>' +
          '<p>유류분반환청구권은 상속이 개시된 사실과 반환해야 할 증여나 유증이 있었다는 사실을 안 때부터 1년, 상속이 개시된 때부터 10년이 지나면 시효로 소멸합니다(민법 제1117조). 기간이 짧으므로 의심이 들면 서둘러 반환을 청구하는 뜻을 표시해 두어야 합니다.</p>',
      },
      {
        kind: 'steps',
        heading: '유류분 반환 청구 절차',
        items: [
          {
            title: '재산과 증여 조사',
            text: '등기부, 금융 거래 내역, 사실조회로 생전 증여와 유증의 내역을 확인합니다.',
          },
          {
            title: '반환 청구의 의사 표시',
            text: '시효가 임박했다면 내용증명 등으로 반환을 청구한다는 뜻을 먼저 분명히 전달합니다.',
          },
          {
            title: '소 제기와 가처분',
            text: '유류분반환청구는 가정법원이 아닌 민사법원에 소를 제기합니다. 필요하면 증여된 부동산에 처분금지가처분을 합니다.',
          },
          {
            title: '감정과 계산',
            text: '부동산 등은 상속개시 당시를 기준으로 시가 감정을 하고, 특별수익과 유류분 부족액을 계산합니다.',
          },
          {
            title: '조정 또는 판결',
            text: '조정으로 끝나기도 하며, 판결까지 1년 이상 걸리는 경우가 많습니다. 원물 반환이 원칙이지만 사정에 따라 가액 반환을 명하기도 합니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '청구와 방어 모두',
            text: '유류분을 청구하는 분뿐 아니라 증여를 받아 청구를 당한 분의 방어도 맡습니다.',
          },
          {
            title: '적용 기준의 검토',
            text: '2024년 결정 이후의 법령 변화와 판례를 사건마다 확인해 청구할 수 있는 범위를 설명드립니다.',
          },
          {
            title: '상속 분쟁 전체의 설계',
            text: '유류분만이 아니라 상속재산분할, 기여분 주장과 함께 검토해 어떤 순서로 진행할지 함께 정합니다.',
          },
          {
            title: '변호사 두 명의 공동 수행',
            text: '계산이 복잡한 사건일수록 두 변호사가 따로 계산한 뒤 대조해 오류를 줄입니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>유류분은 1년이라는 짧은 기간이 지나면 청구할 수 없게 됩니다. 유언장, 등기부, 증여 관련 자료가 있다면 가지고 상담을 받아 보세요. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있습니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'What the forced share is',
        body:
          '<p>The forced share (yuryubun) is the minimum portion that the law reserves for certain heirs even if the deceased gave their property away or left it to others. For descendants and a spouse it is half of their statutory share; for ascendants it is one third (Civil Act art. 1112).</p>' +
          '<p>On 25 April 2024 the Constitutional Court held unconstitutional the provision giving siblings a forced share, and that provision lost its effect. It also found that the absence of any rule depriving an heir who had long abandoned or abused the deceased of the forced share, and the absence of any rule taking contribution shares into account, were incompatible with the Constitution, and required the National Assembly to amend the law by 31 December 2025. Which rules apply to a particular case can therefore depend on when the succession opened and on the content and transitional provisions of the amended legislation, so we review every case against the latest legislation and case law.</p>',
      },
      {
        kind: 'text',
        heading: 'What is counted',
        body:
          '<p>The forced share is calculated from the property at the time of death, plus gifts, minus debts (Civil Act art. 1113). Gifts to third parties count in principle only if made in the year before death, but earlier gifts count too if both parties knew the gift would harm the heirs entitled to a forced share (Civil Act art. 1114). Under the case law, lifetime gifts to co-heirs are in principle counted whenever they were made.</p>' +
          '<p>The claim is time-barred one year after you learn both that the succession has opened and that a gift or bequest subject to the claim was made, or ten years after the death (Civil Act art. 1117). Because the period is short, if you have doubts you should make your claim known without delay.</p>',
      },
      {
        kind: 'steps',
        heading: 'How a forced-share claim proceeds',
        items: [
          {
            title: 'Investigating the estate and gifts',
            text: 'We establish lifetime gifts and bequests from property registers, financial records and court inquiries.',
          },
          {
            title: 'Asserting the claim',
            text: 'If the time limit is close, we first make the claim clearly, for example by certified letter.',
          },
          {
            title: 'Filing and injunction',
            text: 'A forced-share claim is brought in the civil court, not the family court. Where needed, we obtain an injunction against disposal of the gifted real estate.',
          },
          {
            title: 'Valuation and calculation',
            text: 'Real estate and other assets are valued as at the date of death, and we calculate the advancements and the shortfall in the forced share.',
          },
          {
            title: 'Mediation or judgment',
            text: 'Some cases settle at mediation; reaching judgment often takes more than a year. Return of the property itself is the rule, but the court may order payment of its value instead.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'Claimants and recipients alike',
            text: 'We act both for heirs claiming a forced share and for those who received gifts and face a claim.',
          },
          {
            title: 'Checking which rules apply',
            text: 'For each case we check the legislative changes and case law since the 2024 decision and explain what can be claimed.',
          },
          {
            title: 'The inheritance dispute as a whole',
            text: 'We look at the forced share together with the division of the estate and contribution shares, and decide with you in which order to proceed.',
          },
          {
            title: 'Two lawyers on every case',
            text: 'Where the calculations are complex, two lawyers work them out separately and compare results to reduce errors.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>A forced-share claim can be lost once the short one-year period has passed. If you have a will, property registers or documents about gifts, bring them to the consultation. Call +82 2-0000-5800, use our chat service or send a consultation request.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
