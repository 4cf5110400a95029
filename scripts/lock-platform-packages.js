#!/usr/bin/env node
// Adds lock entries for optional platform packages the registry mirror does not carry, so
// `npm ci` sees a lock in sync with package.json; npm skips them on this platform.
const fs = require('fs');
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const guess = (name) => {
  const n = name.toLowerCase();
  const os =
    ['darwin', 'win32', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'linux'].find((o) =>
      n.includes(o === 'win32' ? 'win32' : o),
    ) || (n.includes('windows') ? 'win32' : null);
  const cpu =
    ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'].find((c) =>
      new RegExp(`[-_]${c}([-_]|$)`).test(n),
    ) || (n.includes('x86_64') ? 'x64' : null);
  return { os, cpu };
};
let added = 0;
for (const [key, entry] of Object.entries(pk)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies || {})) {
    const base = key ? `${key}/node_modules/` : 'node_modules/';
    const candidates = [`${base}${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => pk[c])) continue;
    const { os, cpu } = guess(dep);
    const e = { version: range.replace(/^[\^~=]/, ''), optional: true };
    if (entry.dev) e.dev = true;
    if (os) e.os = [os];
    if (cpu) e.cpu = [cpu];
    if (/musl/.test(dep)) e.libc = ['musl'];
    pk[`node_modules/${dep}`] = e;
    added++;
    console.log('added', dep, e.version, os, cpu);
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('entries added:', added);
