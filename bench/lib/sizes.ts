import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Fixed levels, so the same bytes always give the same figures (the budget check is a deterministic gate). */
const GZIP_LEVEL = 9;
const BROTLI_QUALITY = 11;

export interface FileSize {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
}

export interface SizeTotals {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export function measure(file: string, body: Buffer | string): FileSize {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    file,
    kind: /\.css(\?|$)/.test(file) ? 'css' : 'js',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

/** Each file is compressed on its own, as the browser downloads it; totals are the sum. */
export function totals(files: FileSize[], kind?: FileSize['kind']): SizeTotals {
  const picked = kind ? files.filter((f) => f.kind === kind) : files;
  return picked.reduce(
    (sum, f) => ({ files: sum.files + 1, raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }),
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

export function largest(files: FileSize[]): FileSize | null {
  return files.reduce<FileSize | null>((best, f) => (best === null || f.gzip > best.gzip ? f : best), null);
}

/** 1 KB = 1000 bytes: the stricter reading of the budgets. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
