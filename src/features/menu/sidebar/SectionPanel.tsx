import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuCounts } from '../../../../contract/counts';
import type { VisibleItem, VisibleSection } from '../visibleMenu';
import { MenuEntry } from './MenuEntry';

/** Consecutive entries of one group (Approvals, Load analysis) become a labelled sub-list. */
function runs(items: VisibleItem[]): { group: VisibleItem['group']; items: VisibleItem[] }[] {
  const out: { group: VisibleItem['group']; items: VisibleItem[] }[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && item.group && last.group === item.group) last.items.push(item);
    else out.push({ group: item.group, items: [item] });
  }
  return out;
}

function Group({ group, items, counts }: { group: NonNullable<VisibleItem['group']>; items: VisibleItem[]; counts: MenuCounts | null }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <li>
      <Box id={labelId} sx={{ pl: 3, pt: 0.5, fontSize: 12, color: 'text.secondary' }}>
        {t(`menu.group.${group}`)}
      </Box>
      <List dense disablePadding aria-labelledby={labelId}>
        {items.map((item) => (
          <li key={item.id}>
            <MenuEntry item={item} counts={counts} />
          </li>
        ))}
      </List>
    </li>
  );
}

/** The element id of a section's list, for the rail buttons that show it. */
export const sectionDomId = (id: string) => `menu-section-${id}`;

function Section({ section, counts }: { section: VisibleSection; counts: MenuCounts | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <List
      id={sectionDomId(section.id)}
      dense
      aria-labelledby={headingId}
      subheader={
        <ListSubheader id={headingId} sx={{ lineHeight: 2.5, fontWeight: 700, bgcolor: 'background.paper' }}>
          {t(section.titleKey)}
        </ListSubheader>
      }
    >
      {runs(section.items).map((run) =>
        run.group ? (
          <Group key={run.group} group={run.group} items={run.items} counts={counts} />
        ) : (
          run.items.map((item) => (
            <li key={item.id}>
              <MenuEntry item={item} counts={counts} />
            </li>
          ))
        ),
      )}
    </List>
  );
}

/**
 * A shadow along the bottom edge while more entries lie below (an entry cut in half reads as a
 * clipped one otherwise). A cover in the panel's colour scrolls with the content and hides the
 * shadow once the end is reached; no script, no scroll listener.
 */
const scrollCue = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const shade = theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.6)' : 'rgba(0,0,0,0.18)';
  return {
    background: `linear-gradient(${alpha(paper, 0)}, ${paper} 70%) 0 100% / 100% 32px no-repeat local,
      linear-gradient(to top, ${shade}, transparent) 0 100% / 100% 10px no-repeat scroll`,
  };
};

/**
 * Every visible section with its title and entries (§2). The personal profile, with Log Out,
 * stays at the bottom outside the scrolling list: reachable without scrolling at any height.
 */
export function SectionPanel({ sections, counts }: { sections: VisibleSection[]; counts: MenuCounts | null }) {
  const scrolling = sections.filter((section) => section.id !== 'profile');
  const profile = sections.find((section) => section.id === 'profile');
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={[{ flex: 1, minHeight: 0, overflowY: 'auto', pb: 1 }, scrollCue]}>
        {scrolling.map((section) => (
          <Section key={section.id} section={section} counts={counts} />
        ))}
      </Box>
      {profile ? (
        <Box sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider' }}>
          <Section section={profile} counts={counts} />
        </Box>
      ) : null}
    </Box>
  );
}
