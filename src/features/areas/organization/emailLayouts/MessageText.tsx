import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * A message as its recipient reads it. Messages are plain text and stay text here: React
 * escapes them, so nothing in a template or an outbox row can inject markup into the page.
 */
export function MessageText({ subject, text, language }: { subject: string; text: string; language: string }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {t('areas.emailLayouts.subject')}
      </Box>
      <Box component="dd" lang={language} sx={{ m: 0 }} data-testid="email-subject">
        {subject}
      </Box>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {t('areas.emailLayouts.body')}
      </Box>
      <Box
        component="dd"
        lang={language}
        data-testid="email-text"
        sx={{
          m: 0,
          p: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
