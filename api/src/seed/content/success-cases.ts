import { caseThumb } from './images.ts';
import type { SeedBoard } from './types.ts';

/*
 * Success cases (board code `reference`). Anonymised: no names, no identifying places, ages by decade. Each says
 * what the matter was, what the team did and how it ended, never a rate. Sanitised HTML: <p>, <h3>, <ul>,
 * <li>, <strong> only.
 */

interface Case {
  category: string;
  date: string;
  subject: { ko: string; en: string };
  tag: { ko: string; en: string };
  ko: { facts: string; work: string; steps: string[]; result: string };
  en: { facts: string; work: string; steps: string[]; result: string };
}

const disclaimer = {
  ko: '※ 의뢰인의 동의를 받아 특정할 수 없도록 일부 내용을 바꾸었습니다. 사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.',
  en: 'Details have been changed with the client’s consent so that no one can be identified. The outcome of any case depends on its particular facts and evidence.',
};

function html(parts: Case['ko'], locale: 'ko' | 'en'): string {
  const headings =
    locale === 'ko' ? ['사건 개요', '태성 이혼가사팀의 대응', '결과'] : ['The matter', 'What we did', 'The outcome'];
  return (
    `<h3>${headings[0]}</h3><p>${parts.facts}</p>` +
    `<h3>${headings[1]}</h3><p>${parts.work}</p>` +
    `<ul>${parts.steps.map((step) => `<li>${step}</li>`).join('')}</ul>` +
    `<h3>${headings[2]}</h3><p>${parts.result}</p>` +
    `<p>${disclaimer[locale]}</p>`
  );
}

const cases: Case[] = [
  {
    category: 'divorce-property',
    date: '2024-12-05T10:00:00+09:00',
    subject: {
      ko: '40년 가까이 가정을 지킨 전업주부, 황혼이혼에서 거주 아파트와 퇴직금 몫을 분할받은 사례',
      en: 'A homemaker of nearly 40 years receives the family flat and a share of retirement pay in a late-life divorce',
    },
    tag: { ko: '황혼이혼 재산분할', en: 'Late-life divorce · property division' },
    ko: {
      facts:
        '60대 의뢰인은 40년 가까이 전업주부로 살며 남편의 사업 초기를 돕고 자녀 셋을 키웠습니다. 남편은 이혼을 요구하면서 재산이 모두 자기 명의이고 스스로 번 것이라며 적은 금액만 주겠다고 했습니다.',
      work: '재산 대부분이 남편 명의였기 때문에 먼저 아파트와 상가에 가압류를 하고 이혼과 재산분할을 청구했습니다. 금융거래정보 제출명령으로 혼인 중 남편이 친척 명의 계좌로 옮긴 예금도 찾아냈습니다.',
      steps: [
        '가사·양육과 사업 초기의 직접적인 도움을 시간 순서로 정리해 기여도를 입증',
        '다른 사람 명의로 옮겨진 예금과 남편의 <strong>퇴직금 상당액</strong>을 분할 대상에 포함해 달라고 주장',
        '노후 생활을 고려해 현금보다 거주 중인 아파트를 넘겨받는 분할안을 제시',
      ],
      result:
        '조정 과정에서 재판부는 의뢰인의 기여를 폭넓게 인정해야 한다는 의견을 밝혔고, 다른 사람 명의로 옮긴 예금과 퇴직금 상당액을 포함해 정산하는 내용으로 <strong>의뢰인이 거주하던 아파트의 소유권을 넘겨받는 조정</strong>이 성립했습니다.',
    },
    en: {
      facts:
        'Our client, in her sixties, had been a full-time homemaker for nearly 40 years, helping her husband through the early years of his business and raising three children. Seeking a divorce, her husband argued that all the property was in his name and had been earned by him alone, and offered her only a small sum.',
      work: 'Because almost everything was in the husband’s name, we first obtained provisional attachments over the flat and a commercial unit, then filed for divorce and a division of property. An order for financial records revealed deposits he had moved into a relative’s account during the marriage.',
      steps: [
        'Proved her contribution by setting out, in chronological order, her housework, childcare and direct help in the early years of the business',
        'Argued that the deposits moved into another person’s name and the <strong>value of his retirement benefit</strong> should be included in the division',
        'Proposed, with her life after retirement in mind, that she take the flat she lived in rather than cash',
      ],
      result:
        'During mediation the court indicated that her contribution should be recognised broadly, and a settlement was reached that took account of the moved deposits and the retirement benefit, with <strong>ownership of the flat she lived in transferred to her</strong>.',
    },
  },
  {
    category: 'divorce-custody',
    date: '2025-01-16T10:00:00+09:00',
    subject: {
      ko: '맞벌이 아버지, 실제 양육 기록으로 친권자·양육자로 지정된 사례',
      en: 'A working father is named the custodial parent on the strength of his day-to-day care records',
    },
    tag: { ko: '양육권', en: 'Custody' },
    ko: {
      facts:
        '30대 의뢰인은 맞벌이를 하면서도 유연근무를 활용해 초등학생 자녀의 등하교와 병원, 학원 일정을 대부분 챙겨 왔습니다. 배우자는 이혼을 청구하며 어머니가 양육하는 것이 당연하다고 주장했습니다.',
      work: '양육자 지정은 부모의 성별이 아니라 자녀의 복리가 기준이라는 점에 맞추어, 누가 실제로 아이를 돌봐 왔는지를 객관적인 자료로 보여 주는 데 집중했습니다.',
      steps: [
        '등하교 기록, 학교 알림장 확인 내역, 진료 기록, 근무 일정표를 시간 순서로 정리',
        '별거 직후 <strong>임시 양육자 지정 사전처분</strong>을 신청해 양육 환경이 흔들리지 않도록 조치',
        '가사조사 전에 조사 절차와 아이의 부담을 줄이는 방법을 의뢰인과 함께 준비',
      ],
      result:
        '가사조사 결과 자녀가 아버지와의 생활에 안정감을 보인다는 의견이 나왔고, 법원은 <strong>의뢰인을 친권자 및 양육자로 지정</strong>하면서 어머니와의 정기적인 면접교섭을 함께 정했습니다.',
    },
    en: {
      facts:
        'Our client, a father in his thirties, worked full-time but used flexible hours to handle most of his primary-school child’s school runs, medical appointments and after-school classes. His wife filed for divorce and argued that the child should naturally live with the mother.',
      work: 'Since custody is decided by the child’s welfare rather than the parent’s sex, we focused on showing, with objective records, who had actually been caring for the child.',
      steps: [
        'Set out school-run records, school notice confirmations, medical records and work schedules in chronological order',
        'Applied right after the separation for an <strong>interim order naming him temporary custodian</strong>, so that the child’s routine stayed stable',
        'Prepared with him before the family investigation: how it works and how to keep it from weighing on the child',
      ],
      result:
        'The family investigation found that the child was settled and secure living with the father, and the court <strong>named our client the holder of parental authority and custodial parent</strong>, with regular visitation for the mother.',
    },
  },
  {
    category: 'adultery-lawsuit',
    date: '2025-02-27T10:00:00+09:00',
    subject: {
      ko: '배우자의 직장 동료를 상대로 한 상간자 소송, 적법한 증거로 위자료 지급과 접근금지 약정을 담은 조정이 성립한 사례',
      en: 'An affair-partner claim against a spouse’s colleague, built on lawful evidence, ends in damages and a non-contact undertaking',
    },
    tag: { ko: '상간자 소송 (원고)', en: 'Affair-partner claim (claimant)' },
    ko: {
      facts:
        '40대 의뢰인은 배우자가 직장 동료와 오랫동안 부정한 관계를 이어 온 사실을 알게 되었습니다. 혼인은 유지하기로 했지만, 상대방이 계속 배우자에게 연락하는 것을 막고 책임을 묻고 싶어 했습니다.',
      work: '의뢰인이 처음 가져온 자료에는 배우자의 휴대전화를 몰래 열어 찍은 사진이 섞여 있었습니다. 문제가 될 수 있는 자료는 제외하고, 적법하게 확보한 자료와 사실조회로 부정행위와 상대방의 인식을 입증하는 방향으로 소송을 설계했습니다.',
      steps: [
        '의뢰인이 직접 받은 메시지, 카드 사용 내역 등 적법한 자료만으로 증거 목록을 재구성',
        '상대방이 의뢰인 배우자의 혼인 사실을 알고 있었음을 회사 행사 자료 등으로 입증',
        '위자료와 함께 <strong>접근금지 및 위반 시 위약금</strong>을 청구',
      ],
      result:
        '재판부는 제출된 자료로 상대방이 혼인 사실을 알면서 관계를 이어 온 점이 드러났다고 보고 조정을 권고했고, <strong>상대방이 위자료를 지급하고 앞으로 배우자에게 연락하지 않으며, 이를 어기면 위약금을 내기로 하는 조정</strong>이 성립했습니다.',
    },
    en: {
      facts:
        'Our client, in her forties, discovered that her husband had been in a long affair with a colleague. She decided to stay in the marriage but wanted to stop the colleague contacting him and to hold the colleague responsible.',
      work: 'The material she first brought in included photos taken by secretly opening her husband’s phone. We left out anything that could cause her legal trouble and built the case on lawfully obtained material and court inquiries to prove the affair and the colleague’s knowledge of the marriage.',
      steps: [
        'Rebuilt the evidence list using only lawful material, such as messages she received herself and card statements',
        'Proved from company event records and similar material that the colleague knew her husband was married',
        'Claimed damages together with a <strong>non-contact undertaking and a penalty for breach</strong>',
      ],
      result:
        'Satisfied on the evidence that the colleague had carried on the affair knowing of the marriage, the court recommended mediation, and a settlement was reached under which <strong>the colleague pays damages, will not contact her husband again and owes a penalty for any breach</strong>.',
    },
  },
  {
    category: 'inheritance-property',
    date: '2025-03-20T10:00:00+09:00',
    subject: {
      ko: '아버지를 10년 넘게 모시며 간병한 자녀, 상속재산분할 심판에서 기여분을 인정받은 사례',
      en: 'A child who cared for their father for over ten years is awarded a contribution share in the division of the estate',
    },
    tag: { ko: '상속재산분할 · 기여분', en: 'Estate division · contribution share' },
    ko: {
      facts:
        '50대 의뢰인은 아버지가 쓰러진 뒤 10년 넘게 함께 살며 간병과 병원비를 맡았습니다. 아버지가 돌아가신 뒤 다른 형제들은 법정상속분대로 똑같이 나누자고 하며 의뢰인의 부양은 자식으로서 당연한 일이라고 했습니다.',
      work: '기여분은 통상의 부양을 넘는 특별한 부양이나 기여가 있어야 인정되므로, 의뢰인의 부양이 얼마나 오래, 어느 정도로 이루어졌는지를 숫자와 기록으로 보여 주는 데 힘을 쏟았습니다.',
      steps: [
        '장기간의 동거와 간병 사실을 진료 기록, 요양 등급 판정 자료, 주민등록 이력으로 입증',
        '의뢰인이 부담한 병원비와 생활비를 계좌 내역으로 집계',
        '다른 형제들이 생전에 받은 주택 자금 지원을 <strong>특별수익</strong>으로 주장',
      ],
      result:
        '가정법원은 의뢰인의 부양이 통상의 부양 의무를 넘는 특별한 부양이라고 보아 <strong>기여분을 인정</strong>했고, 다른 형제들의 특별수익을 반영해 법정상속분보다 많은 몫을 의뢰인에게 분할했습니다.',
    },
    en: {
      facts:
        'Our client, in their fifties, lived with their father for more than ten years after he fell ill, nursing him and paying his medical bills. After he died, the other siblings wanted to split the estate equally according to the statutory shares, saying the care was simply a child’s duty.',
      work: 'A contribution share is recognised only for support that goes beyond the ordinary duty of care, so we concentrated on showing in figures and records how long and how intensive our client’s support had been.',
      steps: [
        'Proved the long cohabitation and care through medical records, long-term care assessments and resident registration history',
        'Totalled the medical and living costs our client had paid from bank statements',
        'Argued that help with housing costs the other siblings had received during their father’s lifetime were <strong>advancements</strong>',
      ],
      result:
        'The family court held that our client’s support went beyond the ordinary duty of care and <strong>awarded a contribution share</strong>; taking the siblings’ advancements into account, it allotted our client more than the statutory share.',
    },
  },
  {
    category: 'divorce-lawsuit',
    date: '2025-04-17T10:00:00+09:00',
    subject: {
      ko: '이혼을 거부하던 배우자, 장기간의 폭언과 경제적 통제를 입증해 재판상 이혼과 위자료를 인정받은 사례',
      en: 'Years of verbal abuse and financial control proved: a contested divorce and damages against a spouse who refused to divorce',
    },
    tag: { ko: '재판상 이혼', en: 'Contested divorce' },
    ko: {
      facts:
        '40대 의뢰인은 오랫동안 배우자의 폭언과 생활비 통제에 시달렸지만, 배우자는 이혼만은 할 수 없다며 협의를 거부했습니다. 의뢰인에게는 뚜렷한 외상 기록이 없어 증거가 부족하다고 걱정하고 있었습니다.',
      work: '민법 제840조 제3호(심히 부당한 대우)와 제6호(혼인을 계속하기 어려운 중대한 사유)를 함께 주장하기로 하고, 흩어진 일상의 기록을 모아 혼인 파탄의 경위를 재구성했습니다.',
      steps: [
        '의뢰인이 당사자로 참여한 대화 녹음과 메시지를 시기별로 정리',
        '생활비 지급 내역과 카드 사용 제한 기록으로 <strong>경제적 통제</strong>를 입증',
        '상담 기록과 지인의 진술서로 의뢰인이 겪은 어려움을 보완',
      ],
      result:
        '법원은 배우자의 행위가 혼인을 계속하기 어려운 중대한 사유에 해당한다고 보아 <strong>이혼을 인용하고 위자료 지급을 명</strong>했습니다. 재산분할도 같은 판결에서 함께 정리되었습니다.',
    },
    en: {
      facts:
        'Our client, in her forties, had endured years of verbal abuse and tight control of household money, but her husband refused to discuss divorce at all. With no record of physical injury, she feared she did not have enough evidence.',
      work: 'We decided to plead both Civil Act art. 840(3) (extremely unjust treatment) and art. 840(6) (any other serious reason making the marriage impossible to continue), and pieced together the breakdown of the marriage from scattered everyday records.',
      steps: [
        'Arranged, period by period, recordings of conversations she had taken part in and her messages',
        'Proved <strong>financial control</strong> with records of household allowances and card restrictions',
        'Supplemented the picture with counselling records and statements from acquaintances',
      ],
      result:
        'The court held that the husband’s conduct was a serious reason making the marriage impossible to continue, <strong>granted the divorce and ordered him to pay damages</strong>. The division of property was settled in the same judgment.',
    },
  },
  {
    category: 'divorce-agreement',
    date: '2025-05-22T10:00:00+09:00',
    subject: {
      ko: '숙려기간 중 재산분할 합의서와 공정증서를 작성해, 협의이혼 뒤 분할금을 나누어 받을 수 있게 된 사례',
      en: 'A settlement and notarised deed drawn up during the cooling-off period secure instalment payments after a divorce by agreement',
    },
    tag: { ko: '협의이혼', en: 'Divorce by agreement' },
    ko: {
      facts:
        '30대 의뢰인 부부는 이혼에는 합의했지만, 배우자가 당장 목돈이 없다며 재산분할금을 몇 년에 걸쳐 나누어 주겠다고 했습니다. 의뢰인은 말로만 한 약속이 지켜질지 걱정하고 있었습니다.',
      work: '협의이혼에서는 법원이 재산분할을 확인하지 않는다는 점을 설명하고, 숙려기간 동안 합의 내용을 집행할 수 있는 형태로 남기는 데 집중했습니다.',
      steps: [
        '분할금 총액, 회차별 지급일, 한 번이라도 지급하지 않으면 남은 금액을 한꺼번에 갚는다는 조항을 담은 합의서 작성',
        '금전 지급 부분을 <strong>강제집행을 받아들이는 공정증서</strong>로 작성',
        '자녀 양육비와 면접교섭은 양육 협의서에 구체적으로 정리',
      ],
      result:
        '부부는 숙려기간을 거쳐 <strong>협의이혼을 마쳤고</strong>, 이후 지급이 한 차례 늦어졌을 때 공정증서에 따라 별도의 소송 없이 바로 집행 절차를 밟아 남은 분할금을 받을 수 있었습니다.',
    },
    en: {
      facts:
        'Our client, in her thirties, and her husband had agreed to divorce, but he said he had no lump sum and would pay her share of the property in instalments over several years. She was worried that a verbal promise would not be kept.',
      work: 'We explained that in a divorce by agreement the court does not confirm the property settlement, and used the cooling-off period to put the agreement in a form that could be enforced.',
      steps: [
        'Drafted a settlement stating the total, each instalment date and an acceleration clause making the whole balance due on any missed payment',
        'Had the payment terms executed as a <strong>notarised deed accepting direct enforcement</strong>',
        'Set out child support and visitation in detail in the agreement on the children',
      ],
      result:
        'The couple <strong>completed their divorce by agreement</strong> after the cooling-off period. When a payment was later late, our client enforced the deed directly, without a lawsuit, and recovered the remaining balance.',
    },
  },
  {
    category: 'inheritance-forced-share',
    date: '2025-06-26T10:00:00+09:00',
    subject: {
      ko: '생전에 재산 대부분을 한 자녀에게 증여한 경우, 다른 자녀들이 유류분 반환 조정을 받은 사례',
      en: 'A parent gave almost everything to one child: the other children obtain a forced-share settlement',
    },
    tag: { ko: '유류분 (청구)', en: 'Forced share (claimants)' },
    ko: {
      facts:
        '50대 의뢰인들은 어머니가 돌아가신 뒤에야 생전에 주택과 토지 대부분이 한 자녀에게 증여된 사실을 알게 되었습니다. 남은 상속재산은 거의 없었고, 증여를 받은 자녀는 오래전 일이라 유류분과 관계없다고 주장했습니다.',
      work: '공동상속인에 대한 생전 증여는 시기와 관계없이 유류분 산정에 들어가는 것이 원칙이라는 점을 바탕으로, 증여를 안 날부터 1년이 지나기 전에 반환 청구의 뜻을 먼저 밝히고 소를 제기했습니다.',
      steps: [
        '등기부와 사실조회로 수십 년에 걸친 증여 내역을 확인',
        '증여받은 부동산에 <strong>처분금지가처분</strong>을 해 재산이 흩어지지 않도록 조치',
        '상속개시 당시 기준 시가 감정으로 유류분 부족액을 계산',
      ],
      result:
        '감정 결과를 바탕으로 한 조정에서 증여받은 자녀가 의뢰인들에게 <strong>유류분 부족액에 해당하는 가액을 반환</strong>하기로 합의가 성립했고, 지급이 끝난 뒤 가처분을 해제했습니다.',
    },
    en: {
      facts:
        'Only after their mother died did our clients, in their fifties, learn that most of her house and land had been given to one sibling during her lifetime. Almost nothing was left in the estate, and the sibling argued that the gifts were too old to count.',
      work: 'Relying on the rule that lifetime gifts to co-heirs are in principle counted whenever they were made, we asserted the claim well within one year of our clients learning of the gifts and then filed suit.',
      steps: [
        'Established decades of gifts from property registers and court inquiries',
        'Obtained an <strong>injunction against disposal</strong> of the gifted real estate so it could not be scattered',
        'Calculated the shortfall in the forced shares from a valuation as at the date of death',
      ],
      result:
        'At mediation, on the basis of the valuation, the sibling agreed to <strong>pay our clients the value of their forced-share shortfall</strong>, and the injunction was lifted once payment was complete.',
    },
  },
  {
    category: 'divorce-property',
    date: '2025-08-21T10:00:00+09:00',
    subject: {
      ko: '혼인 전 시부모가 마련해 준 아파트, 함께 갚은 대출과 관리를 입증해 재산분할 대상으로 인정받은 사례',
      en: 'A flat bought by the in-laws before the wedding is included in the division after we prove the mortgage was repaid together',
    },
    tag: { ko: '재산분할 · 특유재산', en: 'Property division · separate property' },
    ko: {
      facts:
        '30대 의뢰인은 결혼 직전 배우자의 부모가 마련해 준 아파트에서 10년 가까이 살았습니다. 이혼 과정에서 배우자는 아파트가 혼인 전에 받은 특유재산이라 분할 대상이 아니라고 주장했습니다.',
      work: '특유재산이라도 다른 배우자가 그 유지나 증가에 기여했다면 분할 대상이 될 수 있다는 점에 주목했습니다. 대출 상환과 관리 비용이 어디에서 나왔는지를 계좌 단위로 추적했습니다.',
      steps: [
        '혼인 기간 내내 의뢰인의 급여가 <strong>주택담보대출 상환</strong>에 쓰인 흐름을 계좌 내역으로 입증',
        '수리·관리 비용 부담과 아파트 시세 상승 시기를 대조',
        '아파트를 제외한 다른 재산의 분할안과 함께 현실적인 정산 방안 제시',
      ],
      result:
        '법원은 의뢰인이 아파트의 유지와 가치 증가에 기여했다고 보아 <strong>아파트를 재산분할 대상에 포함</strong>했고, 배우자가 아파트를 갖는 대신 의뢰인에게 정산금을 지급하라고 판결했습니다.',
    },
    en: {
      facts:
        'Our client, in her thirties, had lived for nearly ten years in a flat that her husband’s parents bought just before the wedding. In the divorce, her husband argued that the flat was separate property received before the marriage and could not be divided.',
      work: 'We relied on the rule that separate property can be divided if the other spouse contributed to keeping it or increasing its value, and traced, account by account, where the mortgage repayments and upkeep had come from.',
      steps: [
        'Showed from bank records that her salary had gone towards <strong>repaying the mortgage</strong> throughout the marriage',
        'Matched her payments for repairs and upkeep against the periods when the flat rose in value',
        'Put forward a realistic settlement together with the division of the other assets',
      ],
      result:
        'The court held that our client had contributed to maintaining and increasing the value of the flat, <strong>included it in the division</strong>, and ordered the husband to keep the flat and pay her a balancing sum.',
    },
  },
  {
    category: 'adultery-lawsuit',
    date: '2025-10-16T10:00:00+09:00',
    subject: {
      ko: '상대방이 기혼 사실을 숨긴 경우, 상간자 소송을 당한 의뢰인의 청구 기각을 이끌어 낸 사례',
      en: 'The other person hid their marriage: a claim against our client as affair partner is dismissed',
    },
    tag: { ko: '상간자 소송 (피고)', en: 'Affair-partner claim (defence)' },
    ko: {
      facts:
        '20대 의뢰인은 교제하던 사람의 배우자로부터 상간자 손해배상 소송을 당했습니다. 의뢰인은 상대방이 미혼이라고 소개했고 결혼 사실을 전혀 몰랐다고 했습니다.',
      work: '상간자 책임은 상대방에게 배우자가 있다는 사실을 알았거나 알 수 있었어야 인정되므로, 의뢰인이 기혼 사실을 알 수 없었던 사정을 객관적인 자료로 보여 주는 데 집중했습니다.',
      steps: [
        '상대방이 미혼이라고 밝힌 메시지와 소개 경위를 시간 순서로 정리',
        '기혼 사실을 안 즉시 관계를 끝낸 사실을 <strong>대화 기록</strong>으로 입증',
        '원고가 제출한 자료 중 의뢰인의 인식을 뒷받침하지 못하는 부분을 하나씩 반박',
      ],
      result:
        '법원은 의뢰인이 상대방의 혼인 사실을 알았거나 알 수 있었다고 보기 어렵다고 판단해 <strong>원고의 청구를 기각</strong>했습니다.',
    },
    en: {
      facts:
        'Our client, in their twenties, was sued for damages by the spouse of the person they had been seeing. The person had introduced themselves as single, and our client said they had no idea of the marriage.',
      work: 'Liability requires that the defendant knew, or could have known, that the other person was married, so we focused on showing with objective material why our client could not have known.',
      steps: [
        'Set out in order the messages in which the person claimed to be single and how the two had met',
        'Proved with <strong>message records</strong> that our client ended the relationship as soon as they learned of the marriage',
        'Answered, point by point, the parts of the claimant’s evidence that did not show our client’s knowledge',
      ],
      result:
        'The court found it could not be said that our client knew or could have known of the marriage, and <strong>dismissed the claim</strong>.',
    },
  },
  {
    category: 'divorce-custody',
    date: '2025-12-11T10:00:00+09:00',
    subject: {
      ko: '양육비를 끊은 전 배우자, 직접지급명령으로 급여에서 매달 양육비를 받게 된 사례',
      en: 'A former spouse stops paying: a direct-payment order brings child support straight from his salary each month',
    },
    tag: { ko: '양육비 이행', en: 'Enforcing child support' },
    ko: {
      facts:
        '40대 의뢰인은 이혼 조정에서 정한 양육비를 몇 달 받다가 어느 순간부터 전혀 받지 못했습니다. 전 배우자는 회사에 다니고 있었지만 연락을 피했습니다.',
      work: '조정조서라는 집행권원이 있었기 때문에 새로 소송을 하지 않고 바로 이행 확보 절차를 진행했습니다. 앞으로의 양육비와 이미 밀린 양육비를 나누어 대응했습니다.',
      steps: [
        '두 번 이상 지급하지 않은 사실을 정리해 <strong>직접지급명령</strong>을 신청, 회사가 급여에서 매달 양육비를 떼어 의뢰인에게 지급하도록 함',
        '밀린 양육비는 급여 채권 압류로 회수',
        '이후 지급이 다시 끊기는 경우에 대비한 이행명령과 감치 절차도 안내',
      ],
      result:
        '법원의 직접지급명령에 따라 <strong>매달 정해진 날 회사로부터 양육비가 입금</strong>되기 시작했고, 밀린 양육비도 압류를 통해 회수했습니다.',
    },
    en: {
      facts:
        'Our client, in her forties, received the child support set at her divorce mediation for a few months, then nothing at all. Her former husband was employed but would not answer her calls.',
      work: 'Because the mediation record was already an enforceable title, we went straight to enforcement without a new lawsuit, dealing separately with future support and the arrears.',
      steps: [
        'Documented two or more missed payments and applied for a <strong>direct-payment order</strong> requiring his employer to deduct the support from his salary and pay it to our client',
        'Recovered the arrears by garnishing his wages',
        'Explained the enforcement order and detention procedure available should payments stop again',
      ],
      result:
        'Under the court’s direct-payment order, <strong>the support began arriving from his employer on a fixed day each month</strong>, and the arrears were recovered through garnishment.',
    },
  },
  {
    category: 'inheritance-recovery',
    date: '2026-02-12T10:00:00+09:00',
    subject: {
      ko: '공동상속인 한 명이 다른 형제 몫까지 단독 등기한 토지, 상속회복청구로 상속분을 되찾은 사례',
      en: 'Land registered by one co-heir in their sole name: the other siblings recover their shares with a recovery claim',
    },
    tag: { ko: '상속회복청구', en: 'Inheritance recovery' },
    ko: {
      facts:
        '60대 의뢰인은 아버지가 돌아가시고 몇 년이 지나서야 아버지 명의의 토지가 형제 한 사람의 단독 명의로 등기된 사실을 알게 되었습니다. 의뢰인은 상속재산분할협의서에 서명한 적이 없었습니다.',
      work: '침해를 안 날부터 3년이라는 제척기간이 흐르고 있었기 때문에 첫 상담 직후 처분금지가처분과 소 제기를 우선했습니다. 이어 등기 원인 서류의 진정성을 다투었습니다.',
      steps: [
        '등기 신청 서류를 확보해 협의서의 서명과 인감 사용 경위를 확인',
        '토지에 <strong>처분금지가처분</strong>을 해 제3자에게 넘어가는 것을 차단',
        '필적 감정 신청과 관련자 증인신문으로 협의서가 의뢰인의 뜻과 무관하게 작성되었음을 입증',
      ],
      result:
        '법원은 협의서가 의뢰인의 의사에 따라 작성되었다고 볼 수 없다고 판단해 <strong>의뢰인의 상속분에 해당하는 등기의 말소</strong>를 명했고, 이후 형제들 사이의 분할 협의로 이어졌습니다.',
    },
    en: {
      facts:
        'Several years after his father’s death, our client, in his sixties, discovered that land in his father’s name had been registered in the sole name of one of his siblings. He had never signed an estate division agreement.',
      work: 'With the three-year exclusion period running from when he learned of the infringement, we gave priority to an injunction against disposal and to filing suit straight after the first meeting, and then challenged whether the registration documents were genuine.',
      steps: [
        'Obtained the registration filing and examined how the signature and seal on the division agreement came to be there',
        'Secured an <strong>injunction against disposal</strong> so the land could not pass to a third party',
        'Proved through handwriting analysis and witness examination that the agreement was made without our client’s consent',
      ],
      result:
        'The court held that the agreement could not be regarded as reflecting our client’s will and <strong>ordered cancellation of the registration to the extent of his share</strong>; the siblings then went on to negotiate a division.',
    },
  },
  {
    category: 'divorce-lawsuit',
    date: '2026-04-09T10:00:00+09:00',
    subject: {
      ko: '일방적으로 유책배우자로 몰린 의뢰인, 혼인 파탄의 경위를 바로잡아 위자료 청구 기각을 이끌어 낸 사례',
      en: 'Cast as the spouse at fault, our client sets the record straight and the damages claim against him is dismissed',
    },
    tag: { ko: '이혼소송 (피고)', en: 'Divorce litigation (defence)' },
    ko: {
      facts:
        '50대 의뢰인은 배우자로부터 이혼과 함께 위자료 청구를 당했습니다. 배우자는 의뢰인의 잦은 음주와 무관심 때문에 혼인이 파탄되었다고 주장했습니다.',
      work: '의뢰인도 이혼 자체에는 동의했기 때문에, 다툼의 초점을 혼인 파탄의 책임이 누구에게 있는지로 좁혔습니다. 오랜 기간의 별거와 그 경위를 객관적인 자료로 재구성했습니다.',
      steps: [
        '별거가 시작된 시점과 이유를 주민등록 이력과 당시 메시지로 정리',
        '배우자의 주장과 달리 의뢰인이 생활비를 계속 보낸 사실을 <strong>계좌 내역</strong>으로 입증',
        '쌍방의 책임이 비슷하다는 점을 중심으로 반소 없이 방어',
      ],
      result:
        '법원은 이혼은 인용하되 혼인 파탄의 책임이 어느 한쪽에 주로 있다고 보기 어렵다고 판단해 <strong>배우자의 위자료 청구를 기각</strong>했습니다.',
    },
    en: {
      facts:
        'Our client, in his fifties, was sued by his wife for divorce and damages. She claimed the marriage had broken down because of his drinking and indifference.',
      work: 'As our client also accepted the divorce itself, we narrowed the dispute to who was responsible for the breakdown, and reconstructed the long separation and how it began from objective records.',
      steps: [
        'Established when and why the separation began from resident registration history and messages from the time',
        'Proved with <strong>bank records</strong> that, contrary to her account, he had kept sending household money',
        'Defended on the basis that responsibility was broadly shared, without a counterclaim',
      ],
      result:
        'The court granted the divorce but found it could not be said that either spouse was mainly responsible for the breakdown, and <strong>dismissed the wife’s claim for damages</strong>.',
    },
  },
  {
    category: 'inheritance-property',
    date: '2026-06-18T10:00:00+09:00',
    subject: {
      ko: '돌아가신 뒤 뒤늦게 드러난 보증채무, 특별한정승인으로 자녀들의 부담을 막은 사례',
      en: 'A guarantee debt that surfaced after death: special qualified acceptance protects the children',
    },
    tag: { ko: '상속 · 특별한정승인', en: 'Inheritance · special qualified acceptance' },
    ko: {
      facts:
        '30대 의뢰인은 어머니가 돌아가신 뒤 작은 예금과 자동차를 단순승인한 상태로 정리했습니다. 그런데 1년 가까이 지나 어머니가 지인의 사업 대출에 보증을 섰다는 독촉장이 날아왔습니다.',
      work: '이미 3개월의 숙려기간이 지났지만, 빚이 재산보다 많다는 사실을 중대한 과실 없이 알지 못했다면 그 사실을 안 날부터 3개월 안에 특별한정승인을 할 수 있다는 점을 확인하고 서둘러 준비했습니다.',
      steps: [
        '독촉장을 받은 날짜와 그 전에 보증 사실을 알 수 없었던 사정을 자료로 정리',
        '상속재산 목록과 이미 처분한 재산의 가액을 정확히 산정해 <strong>특별한정승인 신고</strong>',
        '채권자에게 한정승인 사실을 알리고 상속재산 범위 안에서의 청산 절차를 안내',
      ],
      result:
        '가정법원이 <strong>특별한정승인 신고를 수리</strong>해, 의뢰인은 물려받은 재산의 한도 안에서만 책임을 지게 되었고 자신의 재산으로 어머니의 보증채무를 갚지 않아도 되었습니다.',
    },
    en: {
      facts:
        'After his mother died, our client, in his thirties, simply took over her small savings and car. Nearly a year later, a demand letter arrived: she had guaranteed an acquaintance’s business loan.',
      work: 'The three-month period had long passed, but we confirmed that an heir who, without gross negligence, did not know that the debts exceeded the assets can make a special qualified acceptance within three months of finding out, and moved quickly.',
      steps: [
        'Documented the date the demand letter arrived and why the guarantee could not have been known earlier',
        'Valued the estate, including what had already been disposed of, and filed a <strong>special qualified acceptance</strong>',
        'Notified the creditor and explained the liquidation process within the limits of the estate',
      ],
      result:
        'The family court <strong>accepted the filing</strong>, so our client is liable only up to the value of what he inherited and does not have to pay his mother’s guarantee debt out of his own assets.',
    },
  },
  {
    category: 'divorce-property',
    date: '2026-09-10T10:00:00+09:00',
    subject: {
      ko: '매출을 줄여 신고한 개인사업자 배우자, 사업 재산을 감정해 재산분할에 반영한 사례',
      en: 'A business-owner spouse under-reported income: the business is valued and included in the division',
    },
    tag: { ko: '재산분할 · 사업 재산', en: 'Property division · business assets' },
    ko: {
      facts:
        '50대 의뢰인의 배우자는 혼인 중 함께 키운 사업을 운영하면서 이혼 소송이 시작되자 사업이 적자라며 분할할 재산이 거의 없다고 주장했습니다.',
      work: '신고된 장부만으로는 실제 가치를 알 수 없었기 때문에 거래처 대금 흐름과 설비, 영업권을 따로 확인하고, 의뢰인이 경리와 거래처 관리를 맡아 온 기여를 함께 입증했습니다.',
      steps: [
        '금융거래정보 제출명령과 사실조회로 <strong>실제 매출 흐름</strong>을 확인',
        '사업용 설비와 영업권에 대한 감정 신청',
        '의뢰인이 장부 정리와 거래처 관리를 맡아 온 기간을 업무 기록으로 입증',
      ],
      result:
        '법원은 감정 결과를 토대로 사업 재산의 가치를 평가해 분할 대상에 포함했고, 의뢰인의 직접적인 기여를 반영해 <strong>배우자가 의뢰인에게 정산금을 지급</strong>하라고 판결했습니다.',
    },
    en: {
      facts:
        'Our client, in her fifties, had built a business together with her husband during the marriage. Once the divorce action began, he claimed the business was making a loss and there was almost nothing to divide.',
      work: 'The filed accounts did not show the business’s true value, so we examined payments from customers, the equipment and the goodwill separately, and proved our client’s own contribution in keeping the books and managing customers.',
      steps: [
        'Established the <strong>real flow of sales</strong> through orders for financial records and court inquiries',
        'Applied for a court valuation of the business equipment and goodwill',
        'Proved from work records how long our client had handled the bookkeeping and customer accounts',
      ],
      result:
        'On the basis of the valuation, the court included the business in the division and, reflecting our client’s direct contribution, <strong>ordered her husband to pay her a balancing sum</strong>.',
    },
  },
];

export const successCases: SeedBoard[] = cases.map((item, index) => ({
  code: 'reference',
  category: item.category,
  subject: item.subject,
  subTitle: item.tag,
  content: { ko: html(item.ko, 'ko'), en: html(item.en, 'en') },
  published: true,
  pinned: false,
  createdAt: item.date,
  thumb: caseThumb(`reference-${String(index + 1).padStart(2, '0')}`, item.category),
}));
