import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { homeForRoles } from '../../config/paths';
import { useVisibleMenu } from '../menu';
import { selectRoles } from '../session';
import { SECTIONS } from './declaration';
import { pageTitleOf } from './derive';
import { AREAS } from './registry';

/**
 * The page of an area not built yet (§2 names the routes, not their screens): the section
 * and page title, a sentence of what the page will hold, and the ways to the pages of the same
 * section and home.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headingId = useId();
  const roles = useSelector(selectRoles);
  const menu = useVisibleMenu();
  const title = pageTitleOf(pathname, AREAS);
  const section = SECTIONS.find((def) => def.id === menu.currentSection);
  const home = homeForRoles(roles);
  const siblings = (menu.sections.find((s) => s.id === menu.currentSection)?.items ?? []).filter(
    (item) => item.kind === 'route' && item.href !== null && !item.active && item.href !== home,
  );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 840 }}>
      {section && (
        <Typography component="p" variant="overline" color="text.secondary" data-testid="section-title">
          {t(section.titleKey)}
        </Typography>
      )}
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 2 }}>
        {title ? t(title.titleKey) : t('areas.home.title')}
      </Typography>
      <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }} data-testid="area-empty-state">
        <Typography sx={{ mb: 1 }}>{title ? t(title.descriptionKey) : null}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('areas.emptyState.notYet')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('areas.emptyState.elsewhere')}
          component="nav"
        >
          {pathname !== home && (
            <Button variant="contained" component={RouterLink} to={home}>
              {t('areas.emptyState.home')}
            </Button>
          )}
          {siblings.map((item) => (
            <Button key={item.id} variant="outlined" component={RouterLink} to={item.href ?? home}>
              {t(item.labelKey)}
            </Button>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
