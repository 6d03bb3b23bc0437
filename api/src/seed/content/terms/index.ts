import type { SeedTerms } from '../types.ts';
import { privacy } from './privacy.ts';
import { service } from './service.ts';

export const terms: SeedTerms[] = [privacy, service];
