import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TIMECODE_COMMENT_LENGTH, type ReviewPerson } from '../../../../contract';
import { insertMention, keptMentions, mentionQuery } from './mentions';
import { reviewQueries } from './queries';

/**
 * A comment's words with @mention completion: typing "@" and part of a name offers the members
 * who may review the program; a chosen name is mentioned while it stays in the text.
 */
export function CommentComposer(props: {
  programId: number;
  label: string;
  submitLabel: string;
  initial?: { body: string; mentions: readonly ReviewPerson[] };
  extra?: ReactNode;
  onSubmit: (body: string, mentions: number[]) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { programId, label, submitLabel, initial, extra, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const listId = useId();
  const [body, setBody] = useState(initial?.body ?? '');
  const [chosen, setChosen] = useState<readonly ReviewPerson[]>(initial?.mentions ?? []);
  const [busy, setBusy] = useState(false);
  const query = mentionQuery(body);
  const candidates = reviewQueries.useListMentionCandidatesQuery(
    query === null ? { programId, search: '' } : { programId, search: query },
    {
      skip: query === null,
    },
  );
  const people = query === null ? [] : (candidates.data?.people ?? []);

  const choose = (person: ReviewPerson) => {
    setBody((text) => insertMention(text, person));
    setChosen((list) => [...list, person]);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (body.trim() === '' || busy) return;
    setBusy(true);
    const done = await onSubmit(body.trim(), keptMentions(body, chosen));
    setBusy(false);
    if (done && initial === undefined) {
      setBody('');
      setChosen([]);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={1} sx={{ position: 'relative' }}>
      <TextField
        multiline
        minRows={2}
        fullWidth
        size="small"
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_TIMECODE_COMMENT_LENGTH, 'aria-controls': people.length > 0 ? listId : undefined } }}
        helperText={t('areas.review.mentionHint')}
      />
      {people.length > 0 && (
        <Paper elevation={4} sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 2, minWidth: 220 }}>
          <List id={listId} dense aria-label={t('areas.review.mentionList')}>
            {people.map((person) => (
              <ListItemButton key={person.customerUserId} onClick={() => choose(person)}>
                {person.name}
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {extra}
        <Button type="submit" variant="contained" size="small" disabled={busy || body.trim() === ''}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            {t('areas.review.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
