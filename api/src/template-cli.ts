/** Builds the PGlite data-dir template when missing (part of `npm run build`). */
import fs from 'node:fs';
import { ensureTemplate, templatePath } from './db/template';

async function build(): Promise<void> {
  const existed = fs.existsSync(templatePath());
  const started = performance.now();
  const file = await ensureTemplate();
  console.log(
    existed
      ? `PGlite template up to date: ${file}`
      : `PGlite template built in ${Math.round(performance.now() - started)} ms: ${file}`,
  );
}

build().catch((err: unknown) => {
  console.error(`Could not build the PGlite template: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
