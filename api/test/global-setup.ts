/** Builds the PGlite data-dir template once, so no test file pays initdb. */
import { ensureTemplate } from '../src/db/template';

export default async function globalSetup(): Promise<void> {
  await ensureTemplate();
}
