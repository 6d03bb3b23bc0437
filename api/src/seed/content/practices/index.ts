import type { SeedPractice } from '../types.ts';
import { adulteryLawsuit } from './adultery-lawsuit.ts';
import { divorceAgreement } from './divorce-agreement.ts';
import { divorceCustody } from './divorce-custody.ts';
import { divorceLawsuit } from './divorce-lawsuit.ts';
import { divorceProperty } from './divorce-property.ts';
import { inheritanceForcedShare } from './inheritance-forced-share.ts';
import { inheritanceProperty } from './inheritance-property.ts';
import { inheritanceRecovery } from './inheritance-recovery.ts';

/** One page per practice code, in menu order. */
export const practices: SeedPractice[] = [
  divorceAgreement,
  divorceLawsuit,
  divorceCustody,
  divorceProperty,
  adulteryLawsuit,
  inheritanceProperty,
  inheritanceForcedShare,
  inheritanceRecovery,
];
