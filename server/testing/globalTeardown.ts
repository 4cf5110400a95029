import fs from 'node:fs';
import { SEEDED_PGLITE_ENV } from './seededDb';

export default function globalTeardown() {
  const seeded = process.env[SEEDED_PGLITE_ENV];
  if (seeded) fs.rmSync(seeded, { recursive: true, force: true });
}
