import type { SeedPractice } from '../types.ts';

export const divorceCustody: SeedPractice = {
  code: 'divorce-custody',
  order: 3,
  title: { ko: '양육권·친권', en: 'Custody & Parental Authority' },
  lead: {
    ko: '부모가 이혼해도 자녀의 부모라는 사실은 변하지 않습니다. 누가 친권을 행사하고 누가 아이를 키울지, 양육비와 면접교섭을 어떻게 할지는 모두 자녀의 복리를 기준으로 정해집니다.',
    en: 'Divorce does not change the fact that you are your child’s parent. Who holds parental authority, who raises the child, and how child support and visitation work are all decided by the child’s welfare.',
  },
  description: {
    ko: '친권과 양육권의 차이, 양육자 지정 기준, 양육비 산정과 이행명령·직접지급명령, 면접교섭까지. 자녀의 복리를 기준으로 양육 계획을 함께 세웁니다.',
    en: 'Parental authority and custody in a Korean divorce: how the custodial parent is chosen, how child support is set and enforced, and how visitation is arranged.',
  },
  sections: {
    ko: [
      {
        kind: 'text',
        heading: '친권과 양육권은 다릅니다',
        body:
          '<p>친권은 자녀의 법정대리인으로서 재산을 관리하고 중요한 법률행위를 대신하는 권리이자 의무이고, 양육권은 자녀와 함께 살며 돌보고 가르치는 권리이자 의무입니다. 보통 한 부모가 둘을 함께 갖지만, 사정에 따라 나누어 정하거나 공동친권으로 정하기도 합니다.</p>' +
          '<p>협의이혼에서는 부모가 협의해 정하고, 협의가 되지 않거나 재판상 이혼이면 가정법원이 정합니다(민법 제837조, 제909조). 법원은 자녀의 나이와 성별, 지금까지 누가 어떻게 양육해 왔는지, 부모의 양육 의지와 환경, 자녀의 의사를 종합해 자녀의 복리에 맞는 쪽을 정합니다. 13세 이상인 자녀는 원칙적으로 법원이 그 의견을 듣습니다.</p>',
      },
      {
        kind: 'text',
        heading: '양육비와 면접교섭',
        body:
          '<p>자녀를 직접 키우지 않는 부모도 양육비를 부담합니다. 법원은 부모의 소득과 재산, 자녀의 나이를 고려하며 실무에서는 양육비 산정기준표를 참고합니다. 양육비가 지급되지 않으면 이행명령, 상대방의 급여에서 바로 받는 직접지급명령, 담보제공명령을 신청할 수 있고, 이행명령을 받고도 정당한 이유 없이 3기 이상 지급하지 않으면 감치를 구할 수 있습니다(가사소송법 제63조의2, 제64조, 제68조).</p>' +
          '<p>자녀를 키우지 않는 부모와 자녀는 서로 만날 권리가 있습니다(민법 제837조의2). 만나는 횟수와 방법, 숙박 여부, 아이를 주고받는 장소까지 구체적으로 정해 두어야 다툼이 줄어듭니다. 이혼 뒤에도 사정이 바뀌면 양육자, 양육비, 친권자의 변경을 청구할 수 있습니다.</p>',
      },
      {
        kind: 'steps',
        heading: '양육권 분쟁의 진행',
        items: [
          {
            title: '양육 자료 정리',
            text: '지금까지 누가 어떻게 아이를 돌봐 왔는지 보여 줄 등하원 기록, 돌봄 일정, 병원 기록 같은 자료를 모읍니다.',
          },
          {
            title: '청구와 사전처분',
            text: '이혼소송과 함께 또는 따로 친권자·양육자 지정을 청구하고, 급하면 임시 양육자 지정과 임시 양육비를 신청합니다.',
          },
          {
            title: '가사조사',
            text: '가사조사관이 부모와 자녀를 면담하고 가정을 방문하기도 합니다. 조사에는 보통 몇 달이 걸립니다.',
          },
          { title: '조정과 심문', text: '조정이나 심문 기일에서 구체적인 양육 계획을 설명하고 쟁점을 좁힙니다.' },
          {
            title: '결정과 이행',
            text: '판결이나 심판 뒤에도 양육비와 면접교섭이 제대로 이루어지는지 살피고, 필요하면 이행 절차를 밟습니다.',
          },
        ],
      },
      {
        kind: 'points',
        heading: '태성 이혼가사팀이 하는 일',
        items: [
          {
            title: '양육 계획서 작성',
            text: '아이의 학교, 돌봄, 생활 리듬을 담은 구체적인 양육 계획을 만들어 법원에 제출합니다.',
          },
          {
            title: '가사조사 준비',
            text: '조사관 면담에서 무엇을 묻는지, 아이에게 부담을 주지 않으려면 어떻게 해야 하는지 미리 안내합니다.',
          },
          {
            title: '양육비 산정과 이행 확보',
            text: '상대방의 실제 소득을 확인해 양육비를 산정하고, 지급이 끊기면 이행명령과 직접지급명령까지 이어서 진행합니다.',
          },
          {
            title: '변호사 두 명의 공동 수행',
            text: '사건마다 변호사 두 명이 함께 맡아 긴 절차 동안 빈틈이 생기지 않도록 합니다.',
          },
        ],
      },
      {
        kind: 'text',
        heading: '상담 안내',
        body:
          '<p>아이 문제는 첫 몇 달의 양육 상황이 이후 판단에 영향을 주기도 하므로, 별거를 시작하기 전이나 직후에 상담을 받아 보시기를 권합니다. 대표전화 02-0000-5800, 채팅 상담 또는 상담 신청서로 예약하실 수 있습니다.</p>' +
          '<p>사건의 결과는 구체적인 사실관계와 증거에 따라 달라질 수 있습니다.</p>',
      },
    ],
    en: [
      {
        kind: 'text',
        heading: 'Parental authority and custody are different',
        body:
          '<p>Parental authority is the right and duty to act as the child’s legal representative — managing the child’s property and making important legal decisions on the child’s behalf. Custody is the right and duty to live with the child and to care for and bring up the child. Usually one parent has both, but depending on the circumstances they can be split between the parents, or parental authority can be held jointly.</p>' +
          '<p>In a divorce by agreement the parents decide between themselves; if they cannot agree, or in a contested divorce, the family court decides (Civil Act arts. 837 and 909). The court weighs the child’s age and sex, who has cared for the child so far and how, each parent’s willingness and circumstances, and the child’s own wishes, and decides in the child’s best interests. As a rule the court hears a child aged 13 or over.</p>',
      },
      {
        kind: 'text',
        heading: 'Child support and visitation',
        body:
          '<p>The parent who does not live with the child still pays child support. The court considers both parents’ income and assets and the child’s age, and in practice refers to the court’s child support guidelines. If support is not paid, you can apply for an enforcement order, a direct-payment order that takes the support straight from the other parent’s salary, or an order to provide security; and if support for three or more periods goes unpaid without good reason after an enforcement order, you can ask the court to detain the defaulting parent (Family Litigation Act arts. 63-2, 64 and 68).</p>' +
          '<p>The parent who does not live with the child and the child have a right to see each other (Civil Act art. 837-2). Setting out how often and how visits happen, whether there are overnight stays and where the child is handed over reduces conflict. Even after the divorce, if circumstances change, you can ask the court to change the custodial parent, the amount of support or who holds parental authority.</p>',
      },
      {
        kind: 'steps',
        heading: 'How a custody dispute proceeds',
        items: [
          {
            title: 'Gathering care records',
            text: 'We collect material that shows who has cared for the child and how — school drop-offs, care schedules, medical records.',
          },
          {
            title: 'Application and interim orders',
            text: 'We ask the court to decide parental authority and custody, with the divorce or separately, and where urgent apply for temporary custody and temporary support.',
          },
          {
            title: 'Family investigation',
            text: 'A family investigation officer interviews the parents and the child and may visit the home. The investigation usually takes a few months.',
          },
          {
            title: 'Mediation and hearing',
            text: 'At mediation or the hearing we present a concrete plan for the child’s care and narrow the issues.',
          },
          {
            title: 'Decision and compliance',
            text: 'After the judgment or ruling we check that support is paid and visits take place, and take enforcement steps where needed.',
          },
        ],
      },
      {
        kind: 'points',
        heading: 'What our team does for you',
        items: [
          {
            title: 'A written parenting plan',
            text: 'We prepare a concrete plan covering the child’s school, care arrangements and daily routine and submit it to the court.',
          },
          {
            title: 'Preparing for the investigation',
            text: 'We explain in advance what the officer will ask and how to keep the process from weighing on your child.',
          },
          {
            title: 'Setting and enforcing support',
            text: 'We establish the other parent’s real income to calculate support, and if payments stop we follow through with enforcement and direct-payment orders.',
          },
          {
            title: 'Two lawyers on every case',
            text: 'Two lawyers handle each case together so that nothing slips through during a long procedure.',
          },
        ],
      },
      {
        kind: 'text',
        heading: 'Talk to us',
        body:
          '<p>Because the care arrangements in the first few months can influence later decisions, we recommend taking advice before, or soon after, you separate. Call +82 2-0000-5800, use our chat service or send a consultation request.</p>' +
          '<p>The outcome of any case depends on its particular facts and evidence.</p>',
      },
    ],
  },
};
