import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailPreview, EmailTemplateId } from '../../../../../contract/email';
import { MessageText } from './MessageText';

/** One template: its name, what it is for, and its subject and text in the chosen language. */
export function LayoutCard({ template, previews }: { template: EmailTemplateId; previews: EmailPreview[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const initial = previews.find((preview) => preview.language === i18n.resolvedLanguage) ?? previews[0];
  const [language, setLanguage] = useState(initial?.language ?? 'en');
  const preview = previews.find((candidate) => candidate.language === language) ?? initial;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`email-layout-${template}`}
      sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t(`areas.emailLayouts.templates.${template}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`areas.emailLayouts.templates.${template}.description`)}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        onChange={(_, value: string | null) => value !== null && setLanguage(value)}
        aria-label={t('areas.emailLayouts.previewLanguage')}
        sx={{ mb: 2 }}
      >
        {previews.map((candidate) => (
          <ToggleButton key={candidate.language} value={candidate.language} lang={candidate.language}>
            {t(`chrome.language.names.${candidate.language}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preview && <MessageText subject={preview.subject} text={preview.text} language={preview.language} />}
    </Box>
  );
}
