import type { ReviewPerson } from '../../../../contract';

/** The partial name typed after the last "@" at the end of the text, or null when none is being typed. */
export function mentionQuery(text: string): string | null {
  const match = /(?:^|\s)@([^@\s]{0,30})$/.exec(text);
  return match ? (match[1] ?? '') : null;
}

/** The text with the "@partial" at its end replaced by the chosen member's full name. */
export function insertMention(text: string, person: ReviewPerson): string {
  return text.replace(/@([^@\s]{0,30})$/, `@${person.name} `);
}

/** The chosen members whose "@Name" is still in the text: deleting the name drops the mention. */
export function keptMentions(text: string, chosen: readonly ReviewPerson[]): number[] {
  return [...new Set(chosen.filter((person) => text.includes(`@${person.name}`)).map((person) => person.customerUserId))];
}
