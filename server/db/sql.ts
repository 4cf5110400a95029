import type { Queryable } from './port';

/**
 * A statement and its values, built by the `sql` tag: every interpolated value becomes a
 * numbered placeholder, and an interpolated statement is spliced in with its placeholders
 * renumbered. Request text can only ever be a value; `raw` is for SQL the code itself chose
 * (a column from a fixed sort map).
 */
export class Sql {
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The text with $1…$n in order, for the database port. */
  get text(): string {
    return this.parts.reduce((text, part, i) => `${text}$${i}${part}`);
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: string[] = [strings[0] ?? ''];
  const flat: unknown[] = [];
  values.forEach((value, i) => {
    const after = strings[i + 1] ?? '';
    if (value instanceof Sql) {
      // Splice: the fragment's first part joins the current text, its last part takes `after`.
      parts[parts.length - 1] += value.parts[0] ?? '';
      parts.push(...value.parts.slice(1));
      flat.push(...value.values);
      parts[parts.length - 1] += after;
    } else {
      flat.push(value);
      parts.push(after);
    }
  });
  return new Sql(parts, flat);
}

/** SQL text the code chose, never request text. */
export const raw = (text: string): Sql => new Sql([text], []);

/** Fragments joined by a separator: `join(conditions, ' AND ')`. */
export function join(fragments: readonly Sql[], separator: string): Sql {
  if (fragments.length === 0) return raw('');
  return fragments.slice(1).reduce((joined, fragment) => sql`${joined}${raw(separator)}${fragment}`, fragments[0]!);
}

/** Runs a built statement. */
export function run<T extends object>(q: Queryable, statement: Sql): Promise<T[]> {
  return q.query<T>(statement.text, statement.values);
}
