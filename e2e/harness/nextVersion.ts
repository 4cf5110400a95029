import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A production chunk's name: its content hash (webpack.config.js, contenthash:10) before .js. */
const HASHED_CHUNK = /\.([0-9a-f]{10})\.js$/;
/** A precache entry in sw.js (workbox InjectManifest): the revision is the md5 of the file. */
const PRECACHE_ENTRY = /\{(['"])revision\1:\1([0-9a-f]{32})\1,\1url\1:\1([^'"]+)\1\}/g;

const md5 = (content: string | Buffer) => createHash('md5').update(content).digest('hex');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * The build of the same sources as `version` (§4 new app version), derived from the build in
 * `from` into `to` instead of running webpack again. It differs where a real build with another
 * APP_VERSION differs: the stamp in the chunks that carry it, version.json, the content hash in
 * the name of every chunk whose content changed (and every reference to it, the runtime's chunk
 * map and index.html included, which changes those files in turn), and the service worker's
 * precache revisions, so the browser finds a new worker and the reload fetches the new chunks.
 */
export function deriveNextVersion(from: string, to: string, version: string): void {
  cpSync(from, to, { recursive: true });
  const versionFile = path.join(to, 'version.json');
  const current = (JSON.parse(readFileSync(versionFile, 'utf8')) as { version: string }).version;
  if (current === version) throw new Error(`The build in ${from} is version ${version} already`);
  writeFileSync(versionFile, JSON.stringify({ version }));

  const jsDir = path.join(to, 'static', 'js');
  const stamp = JSON.stringify(current);
  const stamped = readdirSync(jsDir).filter(
    (name) => HASHED_CHUNK.test(name) && readFileSync(path.join(jsDir, name), 'utf8').includes(stamp),
  );
  if (stamped.length === 0) throw new Error(`No chunk in ${jsDir} carries the version stamp ${stamp}`);
  for (const name of stamped) {
    const file = path.join(jsDir, name);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(stamp, JSON.stringify(version)));
  }

  // A renamed chunk changes the files naming it; those that are chunks get a new name in turn.
  const changed = [...stamped];
  for (let renames = 0; changed.length > 0; renames += 1) {
    if (renames > 100) throw new Error('The chunks keep renaming each other');
    const name = changed.shift() as string;
    const oldHash = HASHED_CHUNK.exec(name)?.[1];
    if (oldHash === undefined) throw new Error(`${name} has no content hash in its name`);
    const newHash = md5(readFileSync(path.join(jsDir, name))).slice(0, 10);
    for (const suffix of ['', '.LICENSE.txt']) {
      const old = path.join(jsDir, name + suffix);
      if (existsSync(old)) renameSync(old, path.join(jsDir, name.replace(oldHash, newHash) + suffix));
    }
    for (const file of filesUnder(to).filter((f) => /\.(js|html)$/.test(f))) {
      const content = readFileSync(file, 'utf8');
      if (!content.includes(oldHash)) continue;
      writeFileSync(file, content.replaceAll(oldHash, newHash));
      const chunk = path.relative(jsDir, file);
      if (HASHED_CHUNK.test(chunk) && !chunk.includes(path.sep) && !changed.includes(chunk)) changed.push(chunk);
    }
  }

  const serviceWorker = path.join(to, 'sw.js');
  const revised = readFileSync(serviceWorker, 'utf8').replace(
    PRECACHE_ENTRY,
    (entry: string, _quote: string, revision: string, url: string) => entry.replace(revision, md5(readFileSync(path.join(to, url)))),
  );
  writeFileSync(serviceWorker, revised);
}
