import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuCounts } from '../../../contract/counts';
import type { VisibleSection } from '../visibleMenu';
import { MenuEntry } from './MenuEntry';

function Section({ section, counts }: { section: VisibleSection; counts: MenuCounts | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <List
      dense
      aria-labelledby={headingId}
      subheader={
        <ListSubheader id={headingId} sx={{ lineHeight: 2.5, fontWeight: 700, bgcolor: 'background.paper' }}>
          {t(section.titleKey)}
        </ListSubheader>
      }
    >
      {section.items.map((item, index) => (
        <Fragment key={item.id}>
          {item.group && item.group !== section.items[index - 1]?.group ? (
            <Box component="li" role="presentation" sx={{ pl: 3, pt: 0.5, fontSize: 12, color: 'text.secondary' }}>
              {t(`menu.group.${item.group}`)}
            </Box>
          ) : null}
          <li>
            <MenuEntry item={item} counts={counts} />
          </li>
        </Fragment>
      ))}
    </List>
  );
}

/** Every visible section with its title and entries (SPEC §2). */
export function SectionPanel({ sections, counts }: { sections: VisibleSection[]; counts: MenuCounts | null }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, overflowY: 'auto', pb: 1 }}>
      {sections.map((section) => (
        <Section key={section.id} section={section} counts={counts} />
      ))}
    </Box>
  );
}
