import type { SeedPractice } from '../types.ts';

export const adulteryLawsuit: SeedPractice = {
  code: 'adultery-lawsuit',
  order: 5,
  title: { ko: '상간자 소송', en: 'Claims Against an Affair Partner' },
  lead: {
    ko: '배우자의 부정행위 상대방에게도 정신적 손해에 대한 배상을 청구할 수 있습니다. 이혼을 하든 하지 않든 청구할 수 있지만, 증거를 적법하게 모으고 기간을 지키는 것이 중요합니다.',
    en: 'You can claim damages for emotional distress from the person your spouse had an affair with, whether or not you divorce. What matters is gathering evidence lawfully and acting within the time limits.',
  },
  description: {
    ko: '상간자 손해배상(위자료) 청구의 요건과 소멸시효, 적법한 증거 수집, 이혼소송과 함께 또는 따로 진행하는 절차. 소송을 당한 분의 방어도 함께 다룹니다.',
    en: 'Suing a spouse’s affair partner for damages in Korea: what must be proved, time limits, lawful evidence and the court process. We also defend those sued.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '상간자 손해배상 청구란',
        body:
          '<p>간통죄는 2015년 헌법재판소의 위헌 결정으로 더 이상 형사처벌 대상이 아니지만, 배우자 있는 사람과 부정한 관계를 맺어 혼인 공동생활을 침해한 제3자는 민법상 불법행위 책임을 집니다(민법 제750조, 제751조). 판례는 제3자가 상대방에게 배우자가 있다는 사실을 알면서 부정행위에 가담한 경우 배상 책임을 인정하고, 그 당시 이미 혼인 관계가 실질적으로 파탄에 이르렀다면 책임을 인정하지 않습니다.</p>' +
          '<p>부정행위는 성관계에 한정되지 않고 부부의 정조 의무에 어긋나는 행위를 넓게 포함합니다. 위자료 액수는 혼인 기간, 부정행위의 기간과 정도, 혼인 관계에 미친 영향, 자녀 유무 등을 종합해 정해집니다. 손해배상청구권은 손해와 가해자를 안 날부터 3년, 불법행위를 한 날부터 10년이 지나면 시효로 소멸합니다(민법 제766조).</p>',
      },
      {
        kind: 'text',
        heading: '증거를 모을 때 주의할 점',
        body: '<p>자신이 참여하지 않은 다른 사람들 사이의 대화를 몰래 녹음하거나, 배우자의 휴대전화나 계정에 허락 없이 접속하거나, 위치추적 장치를 다는 행위는 통신비밀보호법, 정보통신망법, 위치정보법 위반이 될 수 있습니다. 증거를 확보하기 전에 어떤 방법이 적법한지 먼저 상담을 받아 보시기를 권합니다.</p>',
      },
      {
        kind: 'steps',
        heading: '상간자 소송 절차',
        items: [
          {
            title: '증거 검토',
            text: '가지고 계신 자료가 부정행위와 상대방의 인식을 증명하기에 충분한지, 적법하게 얻은 것인지 확인합니다.',
          },
          {
            title: '상대방 특정',
            text: '이름이나 연락처만 아는 경우에도 소를 제기한 뒤 사실조회 등으로 주소를 확인해 소송을 진행할 수 있습니다.',
          },
          {
            title: '소장 제출',
            text: '이혼소송과 함께 청구하면 가정법원에, 이혼하지 않고 상간자에게만 청구하면 민사법원에 소장을 냅니다.',
          },
          {
            title: '변론과 조정',
            text: '상대방의 답변을 보고 증거를 보완하며, 접근금지 약정 등을 담은 조정이나 화해로 끝나기도 합니다.',
          },
          {
            title: '판결과 집행',
            text: '판결 뒤 위자료가 지급되지 않으면 강제집행을 합니다. 1심은 보통 6개월에서 1년 정도 걸립니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '적법한 증거 설계',
            text: '이미 가진 자료를 점검하고, 앞으로 어떤 자료를 어떤 방법으로 확보할 수 있는지 법의 테두리 안에서 안내합니다.',
          },
          {
            title: '이혼 여부에 맞춘 전략',
            text: '혼인을 유지할지, 이혼을 함께 청구할지에 따라 관할과 청구 범위를 달리 설계합니다.',
          },
          {
            title: '소송을 당한 분의 방어',
            text: '기혼 사실을 몰랐거나 이미 혼인이 파탄된 뒤의 관계였다는 사정, 과도한 청구 금액을 사실과 증거로 다툽니다.',
          },
          {
            title: '변호사 두 명의 공동 수행',
            text: '민감한 사건일수록 두 변호사가 함께 서면을 검토해 불필요한 표현이나 실수를 줄입니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>상간자 소송은 감정이 앞서기 쉬운 사건입니다. 상대방에게 직접 연락하거나 직장에 알리는 행동은 오히려 명예훼손이나 업무방해 문제로 번질 수 있으니, 먼저 상담을 받아 보세요. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있고, 상담 사실과 내용은 외부에 알려지지 않습니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'What an affair-partner claim is',
        body:
          '<p>Adultery has not been a crime in Korea since the Constitutional Court struck down the offence in 2015, but a third party who has an affair with a married person and so harms the couple’s married life is liable in tort under the Civil Act (arts. 750 and 751). Under the case law, the third party is liable if they took part knowing that the other person was married, but not if the marriage had already broken down in substance at the time.</p>' +
          '<p>Infidelity is not limited to sexual intercourse; it covers a broad range of conduct that breaches the spouses’ duty of fidelity. The amount of damages is set in the light of the length of the marriage, how long and how far the affair went, its effect on the marriage and whether there are children. The claim is time-barred three years after you learn of the harm and of who caused it, or ten years after the wrongful act (Civil Act art. 766).</p>',
      },
      {
        kind: 'text',
        heading: 'Be careful how you gather evidence',
        body: '<p>Secretly recording a conversation between other people that you are not part of, logging into your spouse’s phone or accounts without permission, or attaching a tracking device can breach the Protection of Communications Secrets Act, the Network Act or the Location Information Act. Take advice on which methods are lawful before you gather evidence.</p>',
      },
      {
        kind: 'steps',
        heading: 'How the case proceeds',
        items: [
          {
            title: 'Reviewing evidence',
            text: 'We check whether your material is enough to prove the affair and that the other party knew of the marriage, and whether it was lawfully obtained.',
          },
          {
            title: 'Identifying the other party',
            text: 'Even if you know only a name or phone number, the address can be established through court inquiries after the claim is filed.',
          },
          {
            title: 'Filing the claim',
            text: 'Brought together with a divorce, the claim goes to the family court; brought against the affair partner alone, without a divorce, it goes to the civil court.',
          },
          {
            title: 'Hearings and mediation',
            text: 'We supplement the evidence in response to the defence. Many cases end in mediation or settlement, often including an undertaking not to contact your spouse.',
          },
          {
            title: 'Judgment and enforcement',
            text: 'If damages are not paid after judgment, we enforce against the defendant’s assets. A first-instance case usually takes six months to a year.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'Lawful evidence',
            text: 'We review what you already have and explain what further material can be obtained, and how, within the law.',
          },
          {
            title: 'Strategy that fits your marriage',
            text: 'Whether you stay married or also seek a divorce changes which court hears the case and what is claimed; we plan accordingly.',
          },
          {
            title: 'Defending those who are sued',
            text: 'We contest claims with facts and evidence — that you did not know of the marriage, that it had already broken down, or that the amount claimed is excessive.',
          },
          {
            title: 'Two lawyers on every case',
            text: 'In sensitive cases especially, two lawyers review every brief together to avoid careless wording or mistakes.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>These cases are easily driven by emotion. Contacting the other person directly or informing their employer can turn into a defamation or obstruction-of-business problem for you, so take advice first. Call +82 2-0000-5800, use our chat service or send a consultation request; the fact that you consulted us and what you tell us stay confidential.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
