import type { SeedPractice } from '../types.ts';

export const inheritanceRecovery: SeedPractice = {
  code: 'inheritance-recovery',
  order: 8,
  title: { ko: '상속회복청구', en: 'Inheritance Recovery Claims' },
  lead: {
    ko: '상속인이 아닌 사람이 상속인처럼 재산을 가져갔거나 다른 상속인이 내 몫까지 자기 이름으로 옮겼다면, 상속회복청구로 되찾을 수 있습니다. 기간이 정해진 권리이므로 서둘러야 합니다.',
    en: 'If someone who is not an heir has taken the estate as if they were one, or another heir has put your share in their own name, you can recover it with an inheritance recovery claim. The time limits are strict, so act quickly.',
  },
  description: {
    ko: '상속회복청구권의 요건과 제척기간(침해를 안 날부터 3년, 침해행위가 있은 날부터 10년), 처분금지가처분과 소송 절차, 상속재산분할·유류분과의 차이를 설명합니다.',
    en: 'Inheritance recovery claims in Korea: who can be sued, the strict 3- and 10-year limits, injunctions, court process and how they differ from forced shares.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '상속회복청구권이란',
        body:
          '<p>상속권이 참칭상속권자 때문에 침해되었다면 진정한 상속인이나 그 법정대리인은 상속회복의 소를 제기할 수 있습니다(민법 제999조 제1항). 참칭상속권자에는 상속인이 아니면서 상속인인 것처럼 행세하는 사람뿐 아니라, 공동상속인 중 한 사람이 다른 상속인의 몫까지 자기 단독 명의로 등기한 경우처럼 자기 상속분을 넘어 권리를 차지한 공동상속인도 포함될 수 있습니다.</p>' +
          '<p>이 권리는 침해를 안 날부터 3년, 상속권의 침해행위가 있은 날부터 10년이 지나면 소멸합니다(민법 제999조 제2항). 판례는 이 기간을 제척기간으로 보기 때문에 시효처럼 중단되지 않고, 기간이 지나면 법원이 직권으로 청구를 받아들이지 않습니다. 다만 상속이 개시된 뒤 인지나 재판 확정으로 상속인이 된 사람이 다른 상속인에게 상속분에 상당한 가액을 청구하는 경우(민법 제1014조)에 관해서는 2024년 헌법재판소가 이 10년 기간을 그대로 적용하는 것이 헌법에 맞지 않는다고 판단한 바 있어, 사안별로 적용 기준을 따로 확인해야 합니다.</p>',
      },
      {
        kind: 'text',
        heading: '상속재산분할·유류분과 무엇이 다른가',
        body: '<p>재산이 아직 나뉘지 않았다면 상속재산분할을 청구하고, 피상속인이 생전에 증여하거나 유언으로 넘긴 재산이 문제라면 유류분반환청구를 검토합니다. 상속회복청구는 상속권 자체가 침해된 경우에 쓰는 절차이므로, 사안에 따라 어느 청구가 맞는지, 여러 청구를 함께 할지를 먼저 정해야 합니다.</p>',
      },
      {
        kind: 'steps',
        heading: '상속회복청구 진행 순서',
        items: [
          {
            title: '상속관계와 침해 경위 확인',
            text: '가족관계 서류로 상속인을 확인하고, 등기부와 등기 신청 서류, 금융 거래 내역으로 언제 어떻게 재산이 옮겨졌는지 밝힙니다.',
          },
          {
            title: '남은 기간 계산',
            text: '침해를 안 날과 침해행위가 있은 날을 기준으로 남은 기간을 확인합니다. 기간이 임박했다면 다른 준비보다 소 제기를 앞세웁니다.',
          },
          { title: '처분금지가처분', text: '부동산이 다른 사람에게 넘어가지 않도록 처분금지가처분을 신청합니다.' },
          {
            title: '소 제기',
            text: '참칭상속인과, 필요하면 재산을 넘겨받은 사람을 상대로 등기 말소나 재산 반환을 청구합니다.',
          },
          {
            title: '판결과 등기 회복',
            text: '판결이 확정되면 등기를 바로잡고, 이어서 상속인 사이의 분할 절차로 나아가기도 합니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '빠른 기간 점검',
            text: '첫 상담에서 제척기간이 얼마나 남았는지부터 확인해, 무엇을 먼저 해야 하는지 정합니다.',
          },
          {
            title: '등기 원인 서류 분석',
            text: '상속재산분할협의서, 인감증명서 같은 등기 원인 서류가 진정하게 작성되었는지 살핍니다.',
          },
          {
            title: '관련 청구의 통합 설계',
            text: '상속회복청구와 상속재산분할, 유류분반환청구 가운데 사안에 맞는 조합을 찾습니다.',
          },
          {
            title: '변호사 두 명의 공동 수행',
            text: '기간이 중요한 사건이어서 두 변호사가 일정과 서류를 함께 관리합니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>상속회복청구는 기간이 지나면 되돌릴 방법이 거의 없습니다. 가족 가운데 누군가 재산을 정리한 사실을 뒤늦게 알게 되셨다면 등기부와 가족관계증명서를 준비해 바로 상담을 받아 보세요. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있습니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'What an inheritance recovery claim is',
        body:
          '<p>Where a person falsely claiming to be an heir has infringed your right of inheritance, you as the true heir, or your legal representative, can bring an action to recover the inheritance (Civil Act art. 999(1)). Those who can be sued include not only people who pose as heirs without being heirs, but also a co-heir who has taken more than their own share — for example, by registering other heirs’ shares in their sole name.</p>' +
          '<p>The right is extinguished three years after you learn of the infringement, or ten years after the infringing act (Civil Act art. 999(2)). The courts treat these as exclusion periods: unlike limitation periods they cannot be interrupted, and once they have passed the court dismisses the claim of its own motion. However, for a person who became an heir after the death through acknowledgement of paternity or a court judgment and claims the value of their share from the other heirs (Civil Act art. 1014), the Constitutional Court held in 2024 that applying the ten-year period as it stands is incompatible with the Constitution, so the applicable rule must be checked case by case.</p>',
      },
      {
        kind: 'text',
        heading: 'How it differs from division and forced shares',
        body: '<p>If the estate has not yet been divided, you apply for a division of the estate; if the problem is property the deceased gave away during their lifetime or by will, you consider a forced-share claim. An inheritance recovery claim is the remedy where the right of inheritance itself has been infringed, so the first step is to decide which claim fits — or whether to bring several together.</p>',
      },
      {
        kind: 'steps',
        heading: 'How the claim proceeds',
        items: [
          {
            title: 'Heirs and how the estate was taken',
            text: 'We confirm the heirs from family relation records and establish when and how property was transferred from registers, registration filings and financial records.',
          },
          {
            title: 'Counting the time left',
            text: 'We work out the time remaining from when you learned of the infringement and when it took place. If the deadline is close, filing comes before anything else.',
          },
          {
            title: 'Injunction against disposal',
            text: 'We apply for an injunction so that real estate cannot be passed on to anyone else.',
          },
          {
            title: 'Filing the action',
            text: 'We sue the false heir and, where necessary, anyone who received the property, for cancellation of the registration or return of the property.',
          },
          {
            title: 'Judgment and restored registration',
            text: 'Once the judgment is final, the registration is corrected, and a division among the heirs may follow.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'Checking the deadline first',
            text: 'At the first meeting we establish how much of the exclusion period is left and decide what has to happen first.',
          },
          {
            title: 'Examining registration documents',
            text: 'We check whether the documents behind the registration — division agreements, certificates of seal impression — were genuinely made.',
          },
          {
            title: 'Combining related claims',
            text: 'We find the right combination of recovery, estate division and forced-share claims for your case.',
          },
          {
            title: 'Two lawyers on every case',
            text: 'Because deadlines are critical, two lawyers manage the schedule and the filings together.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>Once the period for an inheritance recovery claim has passed, there is almost no way back. If you have only just found out that a family member has disposed of the estate, bring the property registers and family relation certificates and take advice straight away. Call +82 2-0000-5800, use our chat service or send a consultation request.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
