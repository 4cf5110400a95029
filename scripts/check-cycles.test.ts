import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findCycles } = require('./check-cycles.js') as { findCycles: (root: string) => string[][] };

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'takeflow-cycles-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a cycle of two modules is found, with the line of each import', () => {
  write('a.ts', "export const a = 1;\nimport { b } from './b';\nexport const ab = b;\n");
  write('b.ts', "import { a } from './a';\nexport const b = a;\n");
  expect(findCycles(root)).toEqual([['a.ts:2', 'b.ts:1']]);
});

test('a cycle longer than ten modules, through an index, a re-export and an import(), is found', () => {
  for (let i = 0; i < 12; i++) write(`m${i}.ts`, `export * from './m${i + 1}';\n`);
  write('m12.ts', "export const load = () => import('./feature');\n");
  write('feature/index.tsx', "import './../m0';\n");
  expect(findCycles(root)).toHaveLength(1);
  expect(findCycles(root)[0]).toHaveLength(14);
});

test('type-only imports and exports make no cycle, nor do packages and unrelated files', () => {
  write(
    'c.ts',
    "import type { D } from './d';\nimport { type E } from './e';\nexport type C = D | E;\nimport React from 'react';\nexport const r = React;\n",
  );
  write('d.ts', "import { c } from './c';\nexport type D = typeof c;\nexport const c2 = c;\n");
  write('e.ts', "export type { C } from './c';\nimport { f } from './f';\nexport type E = string;\nexport const e = f;\n");
  write('f.ts', 'export const f = 1;\n');
  expect(findCycles(root)).toEqual([]);
});

test('the command fails on a cycle and passes without one', () => {
  write('x.js', "import './y.js';\n");
  write('y.ts', "import './x';\n");
  const run = () => spawnSync(process.execPath, [path.join(__dirname, 'check-cycles.js'), root], { encoding: 'utf8' });
  const failing = run();
  expect(failing.status).toBe(1);
  expect(failing.stderr).toContain('Import cycle: x.js:1 -> y.ts:1');
  write('y.ts', 'export {};\n');
  expect(run().status).toBe(0);
}, 30_000);
