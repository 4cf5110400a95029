import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCan } from '../../../session';
import { useAreaState } from '../../../../ui/areaRuntime';
import { pageTitleOf } from '../../derive';
import { AREAS } from '../../registry';
import { emailLayoutsSaga } from './emailLayoutsSaga';
import { emailLayoutsSlice } from './emailLayoutsSlice';
import { OutboxPanel } from './OutboxPanel';
import { TemplatesPanel } from './TemplatesPanel';

type TabId = 'templates' | 'outbox';

const SLICES = [emailLayoutsSlice];
const SAGAS = { emailLayouts: emailLayoutsSaga };

/**
 * Support › Email Layouts (§2): the messages Takeflow sends, previewed per language, and — for
 * whoever may read it — the outbox where messages are kept while no SMTP server is configured.
 */
export default function EmailLayoutsPage() {
  useAreaState(SLICES, SAGAS);
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const can = useCan();
  const headingId = useId();
  const ids = useId();
  const [tab, setTab] = useState<TabId>('templates');
  const title = pageTitleOf(pathname, AREAS);
  const tabs: TabId[] = can('emailOutbox.read') ? ['templates', 'outbox'] : ['templates'];
  const shown = tabs.includes(tab) ? tab : 'templates';
  const tabId = (id: TabId) => `${ids}-tab-${id}`;
  const panelId = (id: TabId) => `${ids}-panel-${id}`;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 960 }}>
      <Typography id={headingId} component="h1" variant="h4" sx={{ mb: 2 }}>
        {title ? t(title.titleKey) : t('menu.item.supportEmailLayouts')}
      </Typography>
      <Tabs
        value={shown}
        onChange={(_, value: TabId) => setTab(value)}
        aria-label={t('areas.emailLayouts.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((id) => (
          <Tab key={id} value={id} label={t(`areas.emailLayouts.tabs.${id}`)} id={tabId(id)} aria-controls={panelId(id)} />
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId(shown)} aria-labelledby={tabId(shown)}>
        {shown === 'templates' ? <TemplatesPanel /> : <OutboxPanel />}
      </div>
    </Box>
  );
}
