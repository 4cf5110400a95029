import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { linkSx } from './linkSx';
import type { ChannelSortKey, FollowedChannel } from '../../../../contract/inbox';
import { PATHS } from '../../../config/paths';
import { PagedList, type ListColumn } from '../../../ui/list';
import { formatDate } from './format';
import { PageHeading } from '../PageHeading';
import { homeQueries } from './queries';

const DEFAULT_SORT: { sort: ChannelSortKey; direction: 'asc' } = { sort: 'name', direction: 'asc' };

function columnsFor(language: string, t: TFunction, from: string): ListColumn<FollowedChannel>[] {
  return [
    {
      id: 'name',
      labelKey: 'home.channels.name',
      sortKey: 'name',
      render: (channel) => (
        <>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {channel.name}
          </Typography>
          {channel.description && (
            <Typography variant="body2" color="text.secondary">
              {channel.description}
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'programs',
      labelKey: 'home.channels.programCount',
      align: 'right',
      render: (channel) => channel.programCount,
    },
    {
      id: 'newest',
      labelKey: 'home.channels.newest',
      sortKey: 'newest',
      render: (channel) =>
        channel.newestPrograms.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('home.channels.noPrograms')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {channel.newestPrograms.map((program) => (
              <li key={program.programId}>
                <Box component={RouterLink} sx={linkSx} to={`${PATHS.homeProgram}/${program.programId}`} state={{ from }}>
                  {program.title}
                </Box>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('home.channels.added', { date: formatDate(program.addedAt, language) })}
                </Typography>
              </li>
            ))}
          </Box>
        ),
    },
  ];
}

/** Home › Channels (§2): the channels the member follows, with their newest programs. */
export function ChannelsPage() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { pathname } = useLocation();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1100 }}>
      <PageHeading id={headingId} />
      <PagedList<FollowedChannel>
        listId="home.channels"
        query={homeQueries.endpoints.listFollowedChannels}
        columns={columnsFor(i18n.language, t, pathname)}
        defaultSort={DEFAULT_SORT}
        rowKey={(channel) => channel.channelId}
        labelKey="home.channels.label"
        empty={{ titleKey: 'home.empty.channels.title', bodyKey: 'home.empty.channels.body' }}
      />
    </Box>
  );
}
