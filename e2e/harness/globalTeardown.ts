import { rmSync } from 'node:fs';
import { SEEDED_TEMPLATE_ENV } from './server';

export default function globalTeardown() {
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}
