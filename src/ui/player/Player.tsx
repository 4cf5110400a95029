import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerProps } from './PlayerCore';

// hls.js and media-chrome load when a video is first opened, never with a page (bundle budget).
const PlayerCore = lazy(() => import(/* webpackChunkName: "player" */ './PlayerCore'));

function Loading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('ui.player.loading')}
      sx={{ display: 'grid', placeItems: 'center', aspectRatio: '16 / 9', bgcolor: 'common.black' }}
    >
      <CircularProgress />
    </Box>
  );
}

/** The video player every page uses; its code loads on first use. */
export function Player(props: PlayerProps) {
  return (
    <Suspense fallback={<Loading />}>
      <PlayerCore {...props} />
    </Suspense>
  );
}
