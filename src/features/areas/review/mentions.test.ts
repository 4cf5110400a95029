import { insertMention, keptMentions, mentionQuery } from './mentions';

const mia = { customerUserId: 4, name: 'Mia Manager' };
const cody = { customerUserId: 7, name: 'Cody Creator' };

describe('mentions in a comment', () => {
  it('reads the name being typed after an @ at the end, and nothing else', () => {
    expect(mentionQuery('Look @mi')).toBe('mi');
    expect(mentionQuery('@')).toBe('');
    expect(mentionQuery('Look @mia now')).toBeNull();
    expect(mentionQuery('mail@example')).toBeNull();
    expect(mentionQuery('no mention')).toBeNull();
  });

  it('puts the chosen name in place of what was typed, and keeps only the names still written', () => {
    const text = insertMention('Look @mi', mia);
    expect(text).toBe('Look @Mia Manager ');
    expect(keptMentions(`${text}and @Cody Creator`, [mia, cody, mia])).toEqual([4, 7]);
    expect(keptMentions('Look at this', [mia])).toEqual([]);
  });
});
