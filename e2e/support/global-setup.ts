import { admin } from './console.ts';
import { enrolAdministrator } from './two-factor.ts';

/** The e2e server's administrator is enrolled in two-factor sign-in once for the run (support/two-factor.ts). */
export default async function globalSetup() {
  await enrolAdministrator(`http://127.0.0.1:${process.env.E2E_PORT}`, admin);
}
