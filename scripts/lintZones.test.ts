import path from 'node:path';
import { ESLint } from 'eslint';

/** The server's lint zones (eslint.config.js) refuse an upward import, and let a downward one through. */
const ROOT = path.resolve(__dirname, '..');
// The project's own config, given directly: ESLint's loader imports the file dynamically, which Jest's VM cannot.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, baseConfig: require('../eslint.config.js') });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

jest.setTimeout(60_000);

it('refuses the kit an import of a feature, a route or web module', async () => {
  const errors = await zoneErrors(
    'server/kit/probe.ts',
    "import { MEMBERSHIP_ENDED } from '../auth/guard';\nexport const x = MEMBERSHIP_ENDED;\n",
  );
  expect(errors).toEqual([expect.stringContaining('The service kit is the bottom layer')]);
  expect(await zoneErrors('server/db/sql.ts', "import { buildApp } from '../app';\nexport const x = buildApp;\n")).toHaveLength(1);
});

it('refuses a feature an import of the registration', async () => {
  const errors = await zoneErrors(
    'server/media/probe.ts',
    "import { serviceRoutes } from '../routes/service';\nexport const x = serviceRoutes;\n",
  );
  expect(errors).toEqual([expect.stringContaining('Features never import the registration')]);
  for (const top of ["'../app'", "'../main'"]) {
    const upward = await zoneErrors('server/content/probe.ts', `import * as top from ${top};\nexport const x = top;\n`);
    expect(upward).toEqual([expect.stringContaining('Features never import the registration')]);
  }
});

it('lets a feature use the kit and the registration use a feature', async () => {
  expect(await zoneErrors('server/media/probe.ts', "import { ok } from '../kit/envelope';\nexport const x = ok;\n")).toEqual([]);
  expect(
    await zoneErrors('server/routes/probe.ts', "import { MEMBERSHIP_ENDED } from '../auth/guard';\nexport const x = MEMBERSHIP_ENDED;\n"),
  ).toEqual([]);
});
