import crypto from 'node:crypto';

/** Distinct statement texts named before falling back to unnamed ones (the code has about 300). */
const MAX_NAMED = 2_000;

const names = new Map<string, string>();

/**
 * The name a parameterised statement is prepared under, the same for the same text in every
 * connection, so each connection parses and plans it once and then reuses the plan (server/README.md,
 * Performance). Past MAX_NAMED texts — only SQL built from values would get there — statements go
 * unnamed, so the per-connection statement cache stays bounded.
 */
export function statementName(sql: string): string | undefined {
  const known = names.get(sql);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `tf_${crypto.createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
  names.set(sql, name);
  return name;
}
