import type { SeedFaq } from './types.ts';

/*
 * Frequently asked questions: 3–5 per practice code, plus the general categories `consultation` and `fees`.
 * Answers are sanitised HTML (<p>, <ul>, <li>, <strong>). Fees are explained, never quoted, never free or
 * discounted.
 */

type Text = { ko: string; en: string };
type Entry = [question: Text, answer: Text];

const p = (text: Text): Text => ({ ko: `<p>${text.ko}</p>`, en: `<p>${text.en}</p>` });

const byCategory: Record<string, Entry[]> = {
  'divorce-agreement': [
    [
      { ko: '협의이혼은 얼마나 걸리나요?', en: 'How long does a divorce by agreement take?' },
      {
        ko: '이혼 안내를 받은 날부터 숙려기간이 지나야 확인을 받을 수 있습니다. 미성년 자녀가 있으면 3개월, 없으면 1개월이고, 확인을 받은 뒤 3개월 안에 신고해야 합니다. 법원 일정에 따라 다르지만 신청부터 신고까지 대개 1개월 남짓에서 4개월가량 걸립니다.',
        en: 'Confirmation can be given only after the cooling-off period that starts on the day you attend the court’s briefing: three months if you have a minor child, one month if you do not. The divorce must then be reported within three months of confirmation. Depending on the court’s schedule, the whole process usually takes from a little over one month to about four months.',
      },
    ],
    [
      {
        ko: '배우자가 확인기일에 나오지 않으면 어떻게 되나요?',
        en: 'What if my spouse does not turn up at the confirmation hearing?',
      },
      {
        ko: '한 번 출석하지 않으면 다음 기일에 다시 출석할 수 있지만, 두 번 출석하지 않으면 신청을 취하한 것으로 봅니다. 배우자가 마음을 바꾸어 협의가 어려워졌다면 조정이나 재판상 이혼을 검토해야 합니다.',
        en: 'If one hearing is missed you can attend the next one, but if you fail to appear twice the application is treated as withdrawn. If your spouse has changed their mind and agreement is no longer realistic, mediation or a contested divorce should be considered.',
      },
    ],
    [
      {
        ko: '협의이혼 때 재산분할을 정하지 않았는데, 나중에 청구할 수 있나요?',
        en: 'We did not settle the property when we divorced by agreement. Can I still claim?',
      },
      {
        ko: '네. 이혼한 날부터 2년 안에 가정법원에 재산분할을 청구할 수 있습니다. 2년이 지나면 권리가 소멸하므로 미루지 않는 것이 좋습니다.',
        en: 'Yes. You can apply to the family court for a division of property within two years of the divorce. After two years the right lapses, so it is wise not to delay.',
      },
    ],
    [
      { ko: '이혼 합의서를 꼭 공증받아야 하나요?', en: 'Does our divorce settlement have to be notarised?' },
      {
        ko: '필수는 아니지만, 돈을 나누어 주기로 했다면 강제집행을 받아들이는 공정증서로 만들어 두는 것이 안전합니다. 지급이 되지 않을 때 따로 소송을 하지 않고 바로 집행할 수 있기 때문입니다. 부동산 명의 이전은 합의서에 이전 시기와 방법을 분명히 적어 두어야 합니다.',
        en: 'It is not required, but if money is to be paid in instalments it is safer to have the payment terms executed as a notarised deed accepting direct enforcement, so that you can enforce without a lawsuit if payments stop. For transfers of real estate, the settlement should state clearly when and how title will pass.',
      },
    ],
  ],
  'divorce-lawsuit': [
    [
      { ko: '배우자가 이혼을 원하지 않으면 이혼할 수 없나요?', en: 'Can I divorce if my spouse does not want to?' },
      {
        ko: '민법 제840조의 이혼 사유가 인정되면 배우자가 원하지 않아도 판결로 이혼할 수 있습니다. 다만 혼인 파탄에 주된 책임이 있는 쪽의 이혼 청구는 판례상 원칙적으로 받아들여지지 않습니다.',
        en: 'Yes, if one of the grounds in Civil Act art. 840 is established, the court can grant a divorce even against your spouse’s wishes. Under the case law, however, a petition by the spouse mainly responsible for the breakdown is in principle not granted.',
      },
    ],
    [
      { ko: '이혼소송은 얼마나 걸리나요?', en: 'How long does a divorce action take?' },
      {
        ko: '1심은 보통 6개월에서 1년 남짓 걸리고, 재산이나 자녀 쟁점이 복잡하면 더 길어집니다. 조정으로 일찍 마무리되는 경우도 있습니다.',
        en: 'A first-instance case usually takes from six months to a little over a year, and longer where property or children’s issues are complex. Some cases end earlier through mediation.',
      },
    ],
    [
      { ko: '소송 중에 제가 법원에 꼭 나가야 하나요?', en: 'Will I have to go to court myself?' },
      {
        ko: '가사소송은 본인 출석이 원칙이지만, 실무상 변호사가 대리하면 변론기일에는 변호사만 출석하는 경우가 많습니다. 조정기일이나 가사조사에는 본인이 직접 참석하셔야 하는 경우가 많으니 일정을 미리 안내해 드립니다.',
        en: 'In family cases the parties are in principle expected to attend, but in practice, when a lawyer represents you, the lawyer often attends the hearings alone. You will usually need to attend mediation sessions and the family investigation in person, and we let you know the dates well in advance.',
      },
    ],
    [
      { ko: '상대방이 재산을 빼돌릴까 걱정됩니다.', en: 'I am worried my spouse will hide assets.' },
      {
        ko: '소를 제기하기 전이나 소송 중에 가압류·가처분을 신청해 재산 처분을 막을 수 있습니다. 이미 처분했다면 재산분할청구권을 해치는 행위로 취소를 청구할 수 있는지 검토합니다(민법 제839조의3).',
        en: 'You can apply for a provisional attachment or injunction before or during the case to stop assets being disposed of. If they have already been disposed of, we consider whether the transfer can be set aside as prejudicing your claim to a division (Civil Act art. 839-3).',
      },
    ],
  ],
  'divorce-custody': [
    [
      {
        ko: '아이가 어리면 엄마가 양육권을 갖게 되나요?',
        en: 'Does the mother automatically get custody of a young child?',
      },
      {
        ko: '법에 정해진 순서는 없습니다. 법원은 자녀의 복리를 기준으로 지금까지의 양육 상황, 양육 환경, 자녀와의 유대, 자녀의 의사 등을 종합해 판단합니다.',
        en: 'No. The law sets no order of preference. The court decides in the child’s best interests, weighing who has cared for the child so far, the home each parent can offer, the child’s bond with each parent and the child’s own wishes.',
      },
    ],
    [
      { ko: '양육비는 어떻게 정해지나요?', en: 'How is child support decided?' },
      {
        ko: '부모의 소득과 재산, 자녀의 나이를 고려하며 법원은 양육비 산정기준표를 참고합니다. 자녀의 질병이나 특별한 교육비처럼 개별 사정이 있으면 금액이 조정될 수 있습니다.',
        en: 'The court considers both parents’ income and assets and the child’s age, and refers to its child support guidelines. The amount can be adjusted for particular circumstances, such as a child’s illness or special educational costs.',
      },
    ],
    [
      {
        ko: '상대방이 면접교섭에 협조하지 않으면 어떻게 하나요?',
        en: 'What if the other parent will not cooperate with visitation?',
      },
      {
        ko: '면접교섭 이행명령을 신청할 수 있고, 이를 어기면 과태료가 부과될 수 있습니다. 협조하지 않는 일이 계속되면 양육자 변경을 청구할 때 고려되는 사정이 되기도 합니다.',
        en: 'You can apply for an enforcement order, and a parent who disobeys it can be fined. Persistent non-cooperation can also be taken into account if you later apply to change the custodial parent.',
      },
    ],
    [
      {
        ko: '이혼한 뒤에 양육자나 친권자를 바꿀 수 있나요?',
        en: 'Can custody or parental authority be changed after the divorce?',
      },
      {
        ko: '자녀의 복리를 위해 필요하면 가정법원에 양육자 변경이나 친권자 변경을 청구할 수 있습니다(민법 제837조, 제909조). 변경이 필요한 사정을 구체적인 자료로 보여 주어야 합니다.',
        en: 'Yes. If it is necessary for the child’s welfare, you can ask the family court to change the custodial parent or the holder of parental authority (Civil Act arts. 837 and 909). You will need concrete evidence of the circumstances that make a change necessary.',
      },
    ],
  ],
  'divorce-property': [
    [
      { ko: '전업주부도 재산분할을 받을 수 있나요?', en: 'Can a full-time homemaker receive a share of the property?' },
      {
        ko: '네. 가사노동과 자녀 양육도 재산의 형성과 유지에 대한 기여로 평가되며, 혼인 기간이 길수록 폭넓게 인정되는 경향이 있습니다.',
        en: 'Yes. Housework and childcare count as contributions to building and keeping the family’s property, and the longer the marriage, the more broadly they tend to be recognised.',
      },
    ],
    [
      { ko: '배우자의 부모님이 마련해 준 집도 나누나요?', en: 'Is a home bought by my spouse’s parents divided too?' },
      {
        ko: '혼인 전에 받았거나 증여받은 재산은 원칙적으로 특유재산이지만, 대출 상환이나 관리 등으로 그 유지나 가치 증가에 기여했다면 분할 대상이 될 수 있습니다.',
        en: 'Property received before the marriage or as a gift is in principle separate property, but it can be divided if you contributed to keeping it or increasing its value — for example, by repaying the mortgage or maintaining it.',
      },
    ],
    [
      { ko: '빚도 나누나요?', en: 'Are debts divided as well?' },
      {
        ko: '혼인 생활을 위해 진 빚은 재산분할에서 함께 정산합니다. 한쪽이 개인적인 용도로 진 빚은 원칙적으로 분할에서 제외됩니다.',
        en: 'Debts incurred for married life are settled as part of the division. Debts one spouse incurred for purely personal purposes are in principle left out.',
      },
    ],
    [
      {
        ko: '이혼한 뒤 언제까지 재산분할을 청구할 수 있나요?',
        en: 'How long after the divorce can I claim a division?',
      },
      {
        ko: '이혼한 날부터 2년 안에 청구해야 합니다. 이 기간이 지나면 청구할 수 없습니다.',
        en: 'You must claim within two years of the divorce. After that, the claim can no longer be made.',
      },
    ],
  ],
  'adultery-lawsuit': [
    [
      { ko: '이혼하지 않아도 상간자 소송을 할 수 있나요?', en: 'Can I sue the affair partner without divorcing?' },
      {
        ko: '네. 혼인을 유지하면서 상간자에게만 위자료를 청구할 수 있습니다. 이 경우 가정법원이 아니라 민사법원에 소를 제기합니다.',
        en: 'Yes. You can stay married and claim damages from the affair partner alone. In that case the claim is brought in the civil court rather than the family court.',
      },
    ],
    [
      {
        ko: '상대방의 이름이나 주소를 몰라도 소송할 수 있나요?',
        en: 'Can I sue if I do not know the other person’s name or address?',
      },
      {
        ko: '전화번호나 직장처럼 일부 정보만 있어도 소를 제기한 뒤 사실조회 등으로 인적 사항을 확인할 수 있는 경우가 많습니다.',
        en: 'Often, yes. Even with partial information such as a phone number or workplace, the person’s details can usually be established through court inquiries after the claim is filed.',
      },
    ],
    [
      { ko: '위자료는 얼마나 받을 수 있나요?', en: 'How much can I expect in damages?' },
      {
        ko: '혼인 기간, 부정행위의 기간과 정도, 혼인 관계에 미친 영향 등을 종합해 법원이 정하며 사건마다 차이가 큽니다. 상담에서 구체적인 사정을 듣고 설명드립니다.',
        en: 'The court sets the amount in the light of the length of the marriage, how long and how far the affair went and its effect on the marriage, and it varies widely from case to case. We explain what is realistic once we have heard the details.',
      },
    ],
    [
      {
        ko: '상간자 소송을 당했습니다. 어떻게 해야 하나요?',
        en: 'I have been sued as the affair partner. What should I do?',
      },
      {
        ko: '소장을 받은 날부터 30일 안에 답변서를 내야 하며, 내지 않으면 변론 없이 판결이 선고될 수 있습니다. 기혼 사실을 몰랐거나 혼인이 이미 파탄된 뒤의 관계였다면 책임이 인정되지 않을 수 있으니 바로 상담을 받아 보세요.',
        en: 'You must file a defence within 30 days of receiving the complaint; otherwise judgment may be given without a hearing. If you did not know of the marriage, or it had already broken down, you may not be liable, so take advice straight away.',
      },
    ],
  ],
  'inheritance-property': [
    [
      { ko: '상속인 중 한 사람이 협의에 응하지 않으면 어떻게 하나요?', en: 'What if one heir refuses to negotiate?' },
      {
        ko: '상속재산분할협의는 상속인 전원이 참여해야 효력이 있습니다. 협의가 되지 않으면 가정법원에 상속재산분할을 청구할 수 있습니다.',
        en: 'A division agreement is valid only if all the heirs take part. If agreement cannot be reached, you can apply to the family court for a division of the estate.',
      },
    ],
    [
      { ko: '부모님을 모신 자녀는 더 받을 수 있나요?', en: 'Can the child who cared for our parent receive more?' },
      {
        ko: '상당한 기간 동거하거나 간호하는 등 특별히 부양했거나 재산의 유지·증가에 특별히 기여했다면 기여분을 인정받을 수 있습니다. 통상의 부양을 넘어선다는 점을 자료로 보여 주어야 합니다.',
        en: 'An heir who supported the deceased in a special way — for instance, by living with and nursing them for a considerable period — or contributed specially to maintaining or increasing the estate can be awarded a contribution share. The evidence must show that the support went beyond the ordinary duty of care.',
      },
    ],
    [
      { ko: '부모님의 빚이 재산보다 많은 것 같아요.', en: 'I think my parent’s debts exceed the assets.' },
      {
        ko: '상속이 개시된 것을 안 날부터 3개월 안에 상속포기나 한정승인을 검토하세요. 그 기간이 지난 뒤에 빚을 알게 되었다면 특별한정승인을 할 수 있는지 확인해야 합니다.',
        en: 'Consider renunciation or qualified acceptance within three months of learning that the succession has opened. If you only found out about the debts after that period, check whether a special qualified acceptance is possible.',
      },
    ],
    [
      { ko: '돌아가신 부모님의 재산은 어떻게 조회하나요?', en: 'How do I find out what my parent owned?' },
      {
        ko: '사망신고를 할 때나 그 뒤 일정 기간 안에 안심상속 원스톱서비스를 신청하면 금융재산, 토지, 자동차, 세금 등을 한 번에 조회할 수 있습니다. 조회 결과를 가져오시면 상담이 구체적으로 진행됩니다.',
        en: 'When you register the death, or within a set period afterwards, you can apply to the government’s one-stop inheritance search service, which looks up financial assets, land, vehicles, taxes and more in one go. Bringing the results lets the consultation go into specifics.',
      },
    ],
  ],
  'inheritance-forced-share': [
    [
      { ko: '유류분은 얼마인가요?', en: 'How large is the forced share?' },
      {
        ko: '직계비속과 배우자는 법정상속분의 2분의 1, 직계존속은 3분의 1입니다. 형제자매의 유류분은 2024년 헌법재판소 결정으로 효력을 잃었습니다.',
        en: 'For descendants and a spouse it is half of their statutory share; for ascendants, one third. Siblings’ forced shares lost effect with the Constitutional Court’s 2024 decision.',
      },
    ],
    [
      { ko: '오래전에 한 증여도 유류분 계산에 들어가나요?', en: 'Do gifts made long ago count?' },
      {
        ko: '공동상속인이 받은 증여는 판례상 시기와 관계없이 포함되는 것이 원칙입니다. 제3자에 대한 증여는 상속개시 전 1년 동안 한 것만 포함되지만, 양쪽 당사자가 유류분 권리자에게 손해가 될 것을 알고 한 증여는 그 전의 것도 포함됩니다.',
        en: 'Under the case law, gifts to co-heirs are in principle counted whenever they were made. Gifts to third parties count only if made in the year before death, unless both parties knew the gift would harm those entitled to a forced share, in which case earlier gifts count too.',
      },
    ],
    [
      { ko: '유류분은 언제까지 청구해야 하나요?', en: 'What is the deadline for a forced-share claim?' },
      {
        ko: '상속이 개시된 사실과 반환해야 할 증여나 유증이 있었다는 사실을 안 때부터 1년, 상속이 개시된 때부터 10년이 지나면 청구할 수 없습니다.',
        en: 'The claim is barred one year after you learn both that the succession has opened and that a gift or bequest subject to the claim was made, or ten years after the death.',
      },
    ],
    [
      {
        ko: '부모님을 모신 기여는 유류분에서 고려되나요?',
        en: 'Is caring for a parent taken into account in forced-share claims?',
      },
      {
        ko: '헌법재판소는 2024년 기여분이 유류분에 반영되지 않는 점이 헌법에 맞지 않는다고 보아 법 개정을 요구했습니다. 어떤 기준이 적용되는지는 상속개시 시점과 개정 법률의 내용에 따라 달라질 수 있어 사건별로 검토가 필요합니다.',
        en: 'In 2024 the Constitutional Court found it incompatible with the Constitution that contribution shares were not reflected in forced-share claims, and required the law to be amended. Which rules apply depends on when the succession opened and on the amended legislation, so each case needs to be reviewed individually.',
      },
    ],
  ],
  'inheritance-recovery': [
    [
      { ko: '상속회복청구는 언제까지 할 수 있나요?', en: 'How long do I have to bring a recovery claim?' },
      {
        ko: '침해를 안 날부터 3년, 침해행위가 있은 날부터 10년 안에 해야 합니다. 제척기간이어서 중단되지 않으므로 서두르셔야 합니다.',
        en: 'Within three years of learning of the infringement and within ten years of the infringing act. These are exclusion periods that cannot be interrupted, so you need to act quickly.',
      },
    ],
    [
      { ko: '형제가 제 몫까지 자기 이름으로 등기했어요.', en: 'My sibling has registered my share in their own name.' },
      {
        ko: '자기 상속분을 넘어 등기한 공동상속인도 상속회복청구의 상대방이 될 수 있습니다. 등기 원인 서류를 확인하고, 재산이 더 넘어가지 않도록 처분금지가처분부터 검토합니다.',
        en: 'A co-heir who registered more than their own share can be the defendant in a recovery claim. We check the documents behind the registration and first consider an injunction against disposal so that the property goes no further.',
      },
    ],
    [
      {
        ko: '이미 다른 사람에게 팔렸다면 되찾을 수 없나요?',
        en: 'Is it too late if the property has already been sold?',
      },
      {
        ko: '재산을 넘겨받은 사람을 상대로도 등기 말소 등을 청구할 수 있는 경우가 있지만, 거래 경위와 기간에 따라 결론이 달라집니다. 사실을 안 즉시 상담을 받아 보시기 바랍니다.',
        en: 'In some cases cancellation of the registration can also be claimed against the buyer, but the answer depends on how the transaction took place and on the time limits. Take advice as soon as you find out.',
      },
    ],
    [
      {
        ko: '상속재산분할이나 유류분 청구와는 무엇이 다른가요?',
        en: 'How does this differ from a division of the estate or a forced-share claim?',
      },
      {
        ko: '재산이 아직 나뉘지 않았다면 상속재산분할을, 생전 증여나 유언으로 넘어간 재산이 문제라면 유류분 청구를 검토합니다. 상속회복청구는 상속권 자체가 침해된 경우의 절차이므로 사안에 맞는 청구를 먼저 정해야 합니다.',
        en: 'If the estate has not yet been divided, you apply for a division; if the issue is property given away during the deceased’s lifetime or by will, you consider a forced-share claim. A recovery claim is for cases where the right of inheritance itself has been infringed, so the first step is to choose the claim that fits.',
      },
    ],
  ],
  consultation: [
    [
      { ko: '상담은 어떻게 예약하나요?', en: 'How do I book a consultation?' },
      {
        ko: '대표전화 02-0000-5800, 채팅 상담, 홈페이지 상담 신청서로 예약하실 수 있습니다. 상담 신청서를 보내 주시면 남기신 연락 가능 시간에 맞추어 연락드립니다.',
        en: 'Call +82 2-0000-5800, use our chat service or send the consultation request form on this site. If you send the form, we will contact you at the time you said suits you.',
      },
    ],
    [
      { ko: '상담 때 무엇을 준비하면 좋을까요?', en: 'What should I bring to the consultation?' },
      {
        ko: '사건의 경과를 시간 순서로 간단히 적은 메모, 가족관계증명서, 재산 관련 자료(등기부, 통장 사본, 연금 내역), 가지고 계신 증거 자료를 준비해 오시면 좋습니다. 자료가 갖추어지지 않았더라도 상담은 가능합니다.',
        en: 'A short note of what has happened, in order; a family relation certificate; documents about property (register extracts, bank statements, pension records); and any evidence you have. A consultation is still possible if you do not have everything.',
      },
    ],
    [
      { ko: '사무소를 방문하지 않고 상담받을 수 있나요?', en: 'Can I be advised without visiting an office?' },
      {
        ko: '전화 상담과 영상 상담을 운영하고 있습니다. 예약하실 때 원하는 방식을 알려 주시면 영상 상담은 접속 방법을 문자로 보내 드립니다.',
        en: 'Yes. We offer consultations by phone and by video. Tell us which you prefer when you book; for video consultations we send joining instructions by text message.',
      },
    ],
    [
      {
        ko: '상담 사실이 배우자나 가족에게 알려지지 않을까요?',
        en: 'Will my spouse or family find out that I consulted you?',
      },
      {
        ko: '변호사는 법률에 따라 직무상 알게 된 비밀을 지킬 의무가 있습니다. 연락받을 번호와 시간, 문자 발송 여부도 원하시는 대로 정할 수 있으니 예약하실 때 말씀해 주세요.',
        en: 'Lawyers are bound by law to keep confidential what they learn in their work. You can also choose the number and times at which we contact you, and whether we may send text messages; just tell us when you book.',
      },
    ],
    [
      {
        ko: '배우자가 먼저 태성에서 상담을 받았다면 어떻게 되나요?',
        en: 'What if my spouse has already consulted your firm?',
      },
      {
        ko: '같은 사건의 상대방이 이미 상담을 받았거나 사건을 맡긴 경우에는 변호사법에 따라 상담이나 수임이 제한될 수 있습니다. 예약 단계에서 이해충돌 여부를 확인한 뒤 안내해 드립니다.',
        en: 'If the other party in the same matter has already consulted us or instructed us, the Attorney-at-Law Act may prevent us from advising or acting for you. We check for conflicts of interest when you book and let you know.',
      },
    ],
  ],
  fees: [
    [
      { ko: '상담에도 비용이 드나요?', en: 'Is there a charge for a consultation?' },
      {
        ko: '상담 비용과 진행 방식은 예약하실 때 미리 안내해 드립니다. 상담 뒤 사건을 맡기시는 경우의 보수는 따로 설명드립니다.',
        en: 'We explain the consultation fee and format when you book. If you then decide to instruct us, the fees for the case are explained separately.',
      },
    ],
    [
      { ko: '변호사 보수는 어떻게 정해지나요?', en: 'How are lawyers’ fees set?' },
      {
        ko: '사건의 종류와 난이도, 예상되는 절차와 기간, 필요한 업무량을 고려해 정합니다. 사건을 맡기시기 전에 착수금, 성공보수 여부, 실비 등 보수의 구성을 설명드리고 위임계약서에 분명히 적습니다.',
        en: 'Fees depend on the type and difficulty of the case, the expected procedure and duration, and the work involved. Before you instruct us, we explain how the fee is made up — the retainer, whether there is a success fee, and expenses — and set it out clearly in the engagement agreement.',
      },
    ],
    [
      { ko: '소송 비용은 따로 드나요?', en: 'Are court costs charged separately?' },
      {
        ko: '인지대, 송달료, 감정료처럼 법원에 내는 비용과 실비는 변호사 보수와 별도입니다. 예상되는 항목을 미리 안내해 드리고, 진행 중에 추가 비용이 생기면 먼저 말씀드립니다.',
        en: 'Court fees such as stamp duty, service fees and valuation costs, and other expenses, are separate from lawyers’ fees. We tell you in advance which costs to expect, and let you know before any additional cost arises.',
      },
    ],
  ],
};

export const faqs: SeedFaq[] = Object.entries(byCategory).flatMap(([category, entries]) =>
  entries.map(([question, answer], index) => ({
    category,
    order: index + 1,
    question,
    answer: p(answer),
    published: true,
  })),
);
