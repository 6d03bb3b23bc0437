import type { SeedPractice } from '../types.ts';

export const divorceLawsuit: SeedPractice = {
  code: 'divorce-lawsuit',
  order: 2,
  title: { ko: '이혼소송(재판상 이혼)', en: 'Divorce Litigation' },
  lead: {
    ko: '배우자가 이혼에 응하지 않거나 재산과 자녀 문제에 합의가 되지 않으면, 가정법원에 이혼소송을 제기해 조정이나 판결로 이혼할 수 있습니다.',
    en: 'If your spouse will not agree to a divorce, or you cannot agree on property and children, you can bring a divorce action in the family court and end the marriage by mediation or judgment.',
  },
  description: {
    ko: '민법 제840조의 재판상 이혼 사유, 위자료·재산분할·양육권을 함께 다투는 이혼소송의 절차와 기간. 법무법인 태성 이혼가사팀이 사건마다 변호사 두 명으로 함께합니다.',
    en: 'Grounds for a contested divorce under Civil Act art. 840, and how a Korean divorce action over damages, property and custody proceeds, step by step.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '재판상 이혼 사유',
        body:
          '<p>민법 제840조는 법원에 이혼을 청구할 수 있는 사유로 다음 여섯 가지를 정하고 있습니다.</p>' +
          '<ul><li>배우자에게 부정한 행위가 있었을 때</li><li>배우자가 악의로 다른 일방을 유기한 때</li><li>배우자 또는 그 직계존속으로부터 심히 부당한 대우를 받았을 때</li><li>자기의 직계존속이 배우자로부터 심히 부당한 대우를 받았을 때</li><li>배우자의 생사가 3년 이상 분명하지 아니한 때</li><li>그 밖에 혼인을 계속하기 어려운 중대한 사유가 있을 때</li></ul>' +
          '<p>부정행위를 이유로 한 이혼은 그 사실을 안 날부터 6개월, 부정행위가 있었던 날부터 2년 안에 청구해야 하고, 미리 동의했거나 나중에 용서했다면 청구할 수 없습니다(민법 제841조). 혼인 파탄에 주된 책임이 있는 배우자의 이혼 청구는 판례상 원칙적으로 받아들여지지 않지만, 상대방도 혼인을 계속할 뜻이 없음이 분명한 경우처럼 예외가 인정되기도 합니다.</p>',
      },
      {
        kind: 'text',
        heading: '이혼소송에서 함께 정하는 것',
        body: '<p>이혼소송에서는 이혼 여부와 함께 위자료, 재산분할, 친권자·양육자 지정, 양육비, 면접교섭을 한 번에 다툴 수 있습니다. 소송 중 상대방이 재산을 처분할 우려가 있으면 가압류·가처분 같은 보전처분을, 자녀 문제가 급하면 임시 양육자 지정이나 임시 양육비 같은 사전처분을 함께 신청합니다. 1심은 사건에 따라 보통 6개월에서 1년 남짓 걸리고, 재산이나 자녀 쟁점이 복잡하면 더 길어질 수 있습니다.</p>',
      },
      {
        kind: 'steps',
        heading: '이혼소송 절차',
        items: [
          {
            title: '상담과 증거 정리',
            text: '혼인 경과와 파탄 사유를 시간 순서로 정리하고, 가진 증거가 적법하게 얻은 것인지, 무엇이 부족한지 확인합니다.',
          },
          {
            title: '보전처분과 소장 제출',
            text: '필요하면 먼저 재산에 가압류·가처분을 신청하고, 관할 가정법원에 소장을 냅니다.',
          },
          {
            title: '서면 공방과 재산 확인',
            text: '상대방의 답변서를 받은 뒤 준비서면으로 주장과 증거를 보완하고, 재산명시·금융거래정보 제출명령·사실조회로 재산을 확인합니다.',
          },
          {
            title: '가사조사와 조정',
            text: '자녀가 있으면 가사조사관의 조사가 이루어지고, 이혼소송은 원칙적으로 조정을 거칩니다(가사소송법 제50조). 조정이 성립하면 재판상 화해와 같은 효력이 생깁니다.',
          },
          {
            title: '변론과 판결',
            text: '조정이 되지 않으면 변론을 거쳐 판결이 선고됩니다. 판결에 불복하려면 판결문을 송달받은 날부터 14일 안에 항소해야 합니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '변호사 두 명의 공동 수행',
            text: '모든 사건을 변호사 두 명이 함께 맡아 서면과 기일을 서로 점검합니다. 담당 변호사가 직접 의뢰인과 소통합니다.',
          },
          {
            title: '사실관계 재구성',
            text: '흩어진 기억과 자료를 시간 순서로 엮어 재판부가 혼인 파탄의 경위를 한눈에 이해할 수 있게 정리합니다.',
          },
          {
            title: '재산과 자녀 문제의 동시 관리',
            text: '이혼 사유만이 아니라 재산분할, 양육권, 양육비를 처음부터 함께 설계해 어느 하나도 놓치지 않도록 합니다.',
          },
          {
            title: '조정 단계의 협상',
            text: '판결만이 답은 아닙니다. 조정에서 받아들일 수 있는 조건과 그렇지 않은 조건을 미리 정해 두고 협상에 임합니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>이혼소송은 준비를 시작하는 시점이 결과에 영향을 주기도 합니다. 재산이 처분되거나 증거가 사라지기 전에 상담을 받아 보세요. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있으며, 가까운 사무소 방문이나 전화·영상 상담 중에서 고르실 수 있습니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'Grounds for a contested divorce',
        body:
          '<p>Article 840 of the Civil Act lists six grounds on which a spouse may ask the court for a divorce:</p>' +
          '<ul><li>the other spouse has committed an act of infidelity;</li><li>the other spouse has maliciously deserted you;</li><li>you have been treated with extreme cruelty by the other spouse or by their parents or grandparents;</li><li>your own parents or grandparents have been treated with extreme cruelty by the other spouse;</li><li>it has not been known for three years or more whether the other spouse is alive or dead;</li><li>there is any other serious reason that makes it difficult to continue the marriage.</li></ul>' +
          '<p>A divorce on the ground of infidelity must be claimed within six months of learning of it and within two years of the act itself, and cannot be claimed if you consented in advance or forgave it afterwards (Civil Act art. 841). Under the case law, a petition by the spouse mainly responsible for the breakdown is in principle not granted, although exceptions are recognised — for example, where it is clear that the other spouse no longer wishes to continue the marriage either.</p>',
      },
      {
        kind: 'text',
        heading: 'What is decided in the same action',
        body: '<p>In a divorce action you can resolve, together with the divorce itself, damages, the division of property, who holds parental authority and custody, child support and visitation. If there is a risk that your spouse will dispose of assets during the case, we apply for interim measures such as a provisional attachment or an injunction; if the children’s situation is urgent, we ask for interim orders such as temporary custody and temporary support. A first-instance case usually takes from six months to a little over a year, and longer where property or children’s issues are complex.</p>',
      },
      {
        kind: 'steps',
        heading: 'How a divorce action proceeds',
        items: [
          {
            title: 'Consultation and evidence',
            text: 'We set out the course of the marriage and the reasons for its breakdown in chronological order, and check whether your evidence was lawfully obtained and what is missing.',
          },
          {
            title: 'Interim measures and filing',
            text: 'Where needed we first apply for a provisional attachment or injunction over assets, then file the complaint with the competent family court.',
          },
          {
            title: 'Written pleadings and assets',
            text: 'After your spouse’s answer we supplement your case with briefs and evidence, and trace assets through asset disclosure, orders for financial records and court inquiries.',
          },
          {
            title: 'Family investigation and mediation',
            text: 'Where there are children, a family investigation officer looks into their situation, and divorce cases in principle go through mediation (Family Litigation Act art. 50). A mediated settlement has the same effect as a court settlement.',
          },
          {
            title: 'Hearings and judgment',
            text: 'If mediation fails, the court hears the case and gives judgment. An appeal must be lodged within 14 days of service of the judgment.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'Two lawyers on every case',
            text: 'Every case is handled by two lawyers who check each other’s briefs and hearing preparation. The lawyers in charge speak with you directly.',
          },
          {
            title: 'Rebuilding the facts',
            text: 'We weave scattered memories and documents into a chronological account so the court can see at a glance how the marriage broke down.',
          },
          {
            title: 'Property and children together',
            text: 'We plan the property division, custody and child support from the outset alongside the grounds for divorce, so that nothing is left behind.',
          },
          {
            title: 'Negotiating at mediation',
            text: 'A judgment is not the only answer. We agree with you in advance which terms are acceptable at mediation and which are not.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>In divorce litigation, when you start preparing can affect how the case turns out. Take advice before assets are disposed of or evidence disappears. Call +82 2-0000-5800, use our chat service or send a consultation request; you can meet us at the nearest office or by phone or video.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
