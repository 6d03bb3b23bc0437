import type { SeedPractice } from '../types.ts';

export const inheritanceProperty: SeedPractice = {
  code: 'inheritance-property',
  order: 6,
  title: { ko: '상속재산분할', en: 'Division of an Estate' },
  lead: {
    ko: '상속인이 여럿이면 상속재산은 우선 모두가 함께 갖는 재산이 됩니다. 누가 무엇을 가질지는 상속인 전원의 협의로 정하고, 협의가 되지 않으면 가정법원의 심판으로 나눕니다.',
    en: 'Where there are several heirs, the estate first belongs to all of them together. Who receives what is decided by agreement among all the heirs or, failing that, by a family court ruling.',
  },
  description: {
    ko: '상속 순위와 법정상속분, 특별수익과 기여분, 상속포기·한정승인 기한 3개월, 상속재산분할 협의와 심판 절차까지. 법무법인 태성 이혼가사팀이 안내합니다.',
    en: 'Dividing an estate in Korea: heirs and statutory shares, advancements, contribution shares, the three-month deadline to renounce, and court division.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '누가 얼마나 상속받나',
        body:
          '<p>상속인은 피상속인의 직계비속, 직계존속, 형제자매, 4촌 이내 방계혈족의 순서로 정해집니다. 배우자는 직계비속이나 직계존속과 같은 순위로 공동상속인이 되고, 이들이 없으면 단독으로 상속합니다(민법 제1000조, 제1003조). 같은 순위 상속인의 상속분은 똑같고, 배우자는 그보다 5할을 더 받습니다(민법 제1009조).</p>' +
          '<p>실제 분할에서는 법정상속분이 그대로 적용되지 않을 수 있습니다. 생전에 특정 상속인이 받은 증여나 유증은 특별수익으로 계산하고(민법 제1008조), 오랜 기간 부모를 모시며 특별히 부양했거나 재산의 유지·증가에 특별히 기여한 상속인은 기여분을 인정받을 수 있습니다(민법 제1008조의2).</p>',
      },
      {
        kind: 'text',
        heading: '빚이 더 많다면',
        body: '<p>상속은 재산뿐 아니라 빚도 함께 이어받습니다. 상속이 개시되었음을 안 날부터 3개월 안에 가정법원에 상속포기나 한정승인을 신고할 수 있고, 빚이 재산보다 많다는 사실을 중대한 과실 없이 그 기간 안에 알지 못했다면 그 사실을 안 날부터 3개월 안에 특별한정승인을 할 수 있습니다(민법 제1019조). 또 2026년부터는 피상속인에 대한 부양의무를 중대하게 위반했거나 학대 등 현저히 부당한 대우를 한 직계존속에 대해 가정법원이 상속권 상실을 선고할 수 있는 제도(민법 제1004조의2)가 시행되고 있습니다.</p>',
      },
      {
        kind: 'steps',
        heading: '상속재산분할 절차',
        items: [
          {
            title: '상속인과 재산 확인',
            text: '가족관계 서류로 상속인을 확정하고, 안심상속 원스톱서비스 등으로 재산과 채무를 조회합니다.',
          },
          {
            title: '분할 협의',
            text: '상속인 전원이 참여해 분할 방법을 정하고, 합의되면 상속재산분할협의서를 작성해 등기와 명의 이전을 마칩니다.',
          },
          {
            title: '분할 청구와 조정',
            text: '협의가 되지 않으면 가정법원에 상속재산분할을 청구합니다. 보통 조정 절차를 먼저 거칩니다.',
          },
          {
            title: '심판',
            text: '조정이 되지 않으면 가정법원이 특별수익과 기여분을 반영해 현물분할, 경매 후 대금분할, 가액 정산 등의 방법으로 분할을 명합니다. 1년 이상 걸리는 경우도 적지 않습니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '재산과 빚의 전체 지도',
            text: '부동산, 금융자산, 보험, 채무를 한 장의 표로 정리해 상속인들이 같은 자료를 보고 이야기하도록 돕습니다.',
          },
          {
            title: '특별수익·기여분 주장',
            text: '생전 증여의 흐름과 부양의 실제를 자료로 바꾸어 법정상속분을 바로잡는 주장을 세웁니다.',
          },
          {
            title: '세금 일정 관리',
            text: '국내 거주자의 상속세 신고 기한(상속개시일이 속한 달의 말일부터 6개월)에 맞춰 협력 세무사와 분할안을 함께 검토합니다.',
          },
          {
            title: '관계를 고려한 협상',
            text: '가족 사이의 분쟁인 만큼 가능하면 조정과 협의로 마무리할 수 있는 길을 먼저 찾습니다. 사건마다 변호사 두 명이 함께 맡습니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>상속포기와 한정승인은 3개월이라는 짧은 기한이 있어 장례를 치른 뒤 바로 확인해야 합니다. 가족관계증명서, 부동산 등기부, 알고 계신 금융 거래 내역을 준비해 오시면 상담이 구체적으로 진행됩니다. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있습니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'Who inherits, and how much',
        body:
          '<p>Heirs are determined in this order: the deceased’s descendants, then ascendants, then siblings, then collateral relatives up to the fourth degree. A surviving spouse inherits together with the descendants or, if there are none, with the ascendants, and inherits alone if there are neither (Civil Act arts. 1000 and 1003). Heirs of the same rank take equal shares, and the spouse’s share is one and a half times theirs (Civil Act art. 1009).</p>' +
          '<p>In an actual division the statutory shares may not apply as they stand. Gifts or bequests that an heir received are counted as advancements (Civil Act art. 1008), and an heir who supported the deceased in a special way over a long period, or contributed specially to maintaining or increasing the estate, can be awarded a contribution share (Civil Act art. 1008-2).</p>',
      },
      {
        kind: 'text',
        heading: 'If the debts are larger',
        body: '<p>Heirs inherit debts as well as assets. Within three months of learning that the succession has opened, you can file a renunciation or a qualified acceptance (accepting liability only up to the value of the estate) with the family court. If, without gross negligence, you did not know within that time that the debts exceeded the assets, you can make a special qualified acceptance within three months of finding out (Civil Act art. 1019). In addition, since 2026 the family court can declare that a parent or other ascendant who seriously breached the duty to support the deceased, or abused or grossly mistreated them, has lost the right to inherit (Civil Act art. 1004-2).</p>',
      },
      {
        kind: 'steps',
        heading: 'How an estate is divided',
        items: [
          {
            title: 'Establishing heirs and assets',
            text: 'We confirm the heirs from family relation records and search for assets and debts, for example through the government’s one-stop inheritance search service.',
          },
          {
            title: 'Negotiated division',
            text: 'All the heirs agree on how to divide the estate; once they agree, a division agreement is signed and registrations and transfers are completed.',
          },
          {
            title: 'Application and mediation',
            text: 'If there is no agreement, we apply to the family court for a division of the estate. Mediation usually comes first.',
          },
          {
            title: 'Court ruling',
            text: 'If mediation fails, the family court orders a division that reflects advancements and contribution shares — in kind, by sale and division of the proceeds, or by cash adjustment. It is not unusual for this to take more than a year.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'A full map of assets and debts',
            text: 'We put real estate, financial assets, insurance and debts into one table so all the heirs discuss the same figures.',
          },
          {
            title: 'Advancements and contributions',
            text: 'We turn the history of lifetime gifts and the reality of who cared for the deceased into evidence that corrects the statutory shares.',
          },
          {
            title: 'Tax deadlines',
            text: 'For residents of Korea, inheritance tax must be filed within six months from the end of the month in which the deceased died; we review division proposals against that deadline with partner tax accountants.',
          },
          {
            title: 'Negotiation with relationships in mind',
            text: 'Because these are disputes within a family, we look first for a way to finish through mediation and agreement. Every case is handled by two lawyers.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>Renunciation and qualified acceptance must be decided within a short three-month window, so check your position soon after the funeral. If you bring family relation certificates, property register extracts and any financial records you know of, the consultation can go into specifics. Call +82 2-0000-5800, use our chat service or send a consultation request.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
