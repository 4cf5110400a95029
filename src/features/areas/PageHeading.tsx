import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useVisibleMenu } from '../menu';
import { SECTIONS } from './declaration';
import { pageTitleOf } from './derive';
import { AREAS } from './registry';

/**
 * An area page's section and h1, as AreaPage shows them: the section the page is in, and the
 * label of the menu entry that opens it, else its area's title (docs/architecture.md, Areas).
 */
export function PageHeading({ id }: { id: string }) {
  const { t } = useTranslation();
  const title = pageTitleOf(useLocation().pathname, AREAS);
  const { currentSection } = useVisibleMenu();
  const section = SECTIONS.find((def) => def.id === currentSection);
  return (
    <>
      {section && (
        <Typography component="p" variant="overline" color="text.secondary" data-testid="section-title">
          {t(section.titleKey)}
        </Typography>
      )}
      <Typography id={id} component="h1" variant="h4" sx={{ mb: 1 }}>
        {title ? t(title.titleKey) : null}
      </Typography>
    </>
  );
}
