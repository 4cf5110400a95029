import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** Area titles by the route's first segment (§2); the screens themselves are not specified. */
export const AREA_SEGMENTS = [
  'home', 'inbox', 'tasks', 'clips', 'footage', 'files', 'myprograms', 'pro-edits', 'storyboards', 'campaign',
  'alltemplate', 'bumpers', 'script', 'projects', 'audience', 'organization', 'peoplesearch', 'roles', 'account',
  'myprofile', 'changepassword', 'integrations', 'users', 'user', 'channel', 'settings',
] as const;

/**
 * The page of a feature area: its title, the sub-route it was opened at and what it is for.
 * The route decides the text, so one component serves every area chunk.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingId = useId();
  const [, segment = '', ...rest] = pathname.split('/');
  const key = (AREA_SEGMENTS as readonly string[]).includes(segment) ? segment : 'home';
  const title = t(`areas.${key}.title`);
  const subRoute = rest.filter(Boolean).join('/');

  useEffect(() => {
    document.title = t('areas.documentTitle', { title });
  }, [t, title]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 840 }}>
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography component="p" variant="subtitle1" color="text.secondary" data-testid="area-subroute">
        {subRoute ? t('areas.subRoute', { subRoute }) : t('areas.areaStart')}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t(`areas.${key}.description`)}</Typography>
    </Box>
  );
}
