import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every `§n` cited in code, tests, scripts and docs names a section of docs/requirements.md, every
 * `docs/conventions.md §n` a practice of docs/conventions.md, and nothing points at a document
 * outside the repository (docs/conventions.md §11).
 */

const ROOT = path.resolve(__dirname, '../..');
const SCANNED_DIRS = ['src', 'server', 'e2e', 'bench', 'scenarios', 'scripts', 'contract', 'docs', 'public', '.ci'];
const SCANNED_ROOT_FILES = ['README.md', 'eslint.config.js', 'webpack.config.js', 'jest.config.ts', 'jest.e2e.config.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '.git']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sh|sql)$|^run$/;

function textFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : textFilesUnder(full);
    return TEXT_FILE.test(name) ? [full] : [];
  });
}

const scannedFiles = [
  ...SCANNED_DIRS.flatMap((dir) => textFilesUnder(path.join(ROOT, dir))),
  ...SCANNED_ROOT_FILES.map((file) => path.join(ROOT, file)).filter((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  }),
].filter((file) => file !== __filename);

/** Section numbers of a document's numbered headings: `## 4. States`, `### 4.2 Every request`. */
function sectionsOf(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.?\s/gm)) sections.add(String(match[1]));
  return sections;
}

const SECTION = '§(\\d+(?:\\.\\d+)*)';
const SECTION_LIST = `${SECTION}(?:(?:,\\s*|\\s+and\\s+)§\\d+(?:\\.\\d+)*)*`;
/** Sections of other standards (`RFC 6749 §4.3, §6`) are not ours. */
const RFC_CITATION = new RegExp(`RFC \\d+ ${SECTION_LIST}`, 'g');
const CONVENTIONS_CITATION = new RegExp(`conventions(?:\\.md)? ${SECTION_LIST}`, 'g');
const ANY_SECTION = new RegExp(SECTION, 'g');

interface Citations {
  requirements: string[];
  conventions: string[];
}

/** The sections a text cites, by document. */
function citationsIn(text: string): Citations {
  const conventions: string[] = [];
  const withoutOthers = text.replace(RFC_CITATION, ' ').replace(CONVENTIONS_CITATION, (list) => {
    for (const match of list.matchAll(ANY_SECTION)) conventions.push(String(match[1]));
    return ' ';
  });
  const requirements = [...withoutOthers.matchAll(ANY_SECTION)].map((match) => String(match[1]));
  return { requirements, conventions };
}

/** References to documents that are not in the repository. */
const OUTSIDE_REFERENCES = [/STYLE[ ]practice/i, /STYLE\.md/, /SPEC\.md/, /\bSPEC[ ]§/, /\bissue #?\d/i, /\/work\/shared\b/];

const requirementSections = sectionsOf(readFileSync(path.join(ROOT, 'docs/requirements.md'), 'utf8'));
const conventionSections = sectionsOf(readFileSync(path.join(ROOT, 'docs/conventions.md'), 'utf8'));

function unresolved(): string[] {
  const problems: string[] = [];
  for (const file of scannedFiles) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${path.relative(ROOT, file)}:${index + 1}`;
      const cited = citationsIn(line);
      for (const section of cited.requirements)
        if (!requirementSections.has(section)) problems.push(`${where} cites §${section}, not in docs/requirements.md`);
      for (const section of cited.conventions)
        if (!conventionSections.has(section)) problems.push(`${where} cites conventions §${section}, not in docs/conventions.md`);
      for (const pattern of OUTSIDE_REFERENCES)
        if (pattern.test(line)) problems.push(`${where} points outside the repository: ${line.trim()}`);
    });
  }
  return problems;
}

describe('document references', () => {
  it('reads the numbered sections of both documents', () => {
    expect([...requirementSections]).toEqual(expect.arrayContaining(['1', '2', '3', '4', '5', '6', '7', '8', '9', '2.2', '4.4']));
    expect([...conventionSections]).toEqual(expect.arrayContaining(['1', '9', '11', '14']));
  });

  it('tells the documents apart and leaves other standards alone', () => {
    expect(citationsIn('(§4, §8; RFC 6749 §4.3, §6 and RFC 9700 §4.14.2) docs/conventions.md §2, §3 and §9.')).toEqual({
      requirements: ['4', '8'],
      conventions: ['2', '3', '9'],
    });
    expect(citationsIn('§10 and §4.9 do not exist')).toEqual({ requirements: ['10', '4.9'], conventions: [] });
  });

  it('scans the whole tree', () => {
    expect(scannedFiles.length).toBeGreaterThan(200);
    expect(scannedFiles.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'src/app/makeStore.ts', 'server/README.md']),
    );
  });

  it('every cited section exists in the repository, and nothing points outside it', () => {
    expect(unresolved()).toEqual([]);
  });
});
