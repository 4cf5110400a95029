import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '../../../../../contract/email';
import { MessageText } from './MessageText';
import { ReadState } from './ReadState';
import { useEmailRead } from './useEmailRead';

/** One kept message; its text opens with the native disclosure (keyboard and screen readers alike). */
function OutboxEntry({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const sent = new Date(message.createdAt).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box
      component="details"
      data-testid="outbox-message"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', '& > summary': { cursor: 'pointer' } }}
    >
      <Box component="summary" sx={{ overflowWrap: 'anywhere' }}>
        {t('areas.emailLayouts.outbox.summary', { sent, recipient: message.recipient, subject: message.subject })}
      </Box>
      <Box sx={{ mt: 2 }}>
        <MessageText subject={message.subject} text={message.text} language={message.language} />
      </Box>
    </Box>
  );
}

/** The messages kept while no SMTP server is configured, newest first (email/getEmailOutbox). */
export function OutboxPanel() {
  const { t } = useTranslation();
  const { entry, reload } = useEmailRead('outbox');
  if (entry.status !== 'ready' || entry.data === null) return <ReadState entry={entry} reload={reload} />;
  const { messages } = entry.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography role="status">
          {messages.length === 0 ? t('areas.emailLayouts.outbox.empty') : t('areas.emailLayouts.outbox.count', { count: messages.length })}
        </Typography>
        <Button variant="outlined" onClick={reload}>
          {t('areas.emailLayouts.outbox.reload')}
        </Button>
      </Stack>
      {messages.map((message) => (
        <OutboxEntry key={message.id} message={message} />
      ))}
    </Stack>
  );
}
