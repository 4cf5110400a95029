import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LayoutCard } from './LayoutCard';
import { ReadState } from './ReadState';
import { useEmailRead } from './useEmailRead';

/** Every message template with its preview per language (email/getEmailLayouts). */
export function TemplatesPanel() {
  const { t } = useTranslation();
  const { entry, reload } = useEmailRead('layouts');
  if (entry.status !== 'ready' || entry.data === null) return <ReadState entry={entry} reload={reload} />;
  const { delivery, layouts } = entry.data;
  return (
    <Stack spacing={3}>
      <Alert severity="info" data-testid="email-delivery">
        {t(`areas.emailLayouts.delivery.${delivery}`)}
      </Alert>
      <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
        {t('areas.emailLayouts.exampleNote')}
      </Box>
      {layouts.map((layout) => (
        <LayoutCard key={layout.template} template={layout.template} previews={layout.previews} />
      ))}
    </Stack>
  );
}
