import Box from '@mui/material/Box';
import * as elements from 'media-chrome';
import * as menus from 'media-chrome/menu';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaPreviewThumbnail,
  MediaPreviewTimeDisplay,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import {
  MediaCaptionsMenu,
  MediaCaptionsMenuButton,
  MediaPlaybackRateMenu,
  MediaPlaybackRateMenuButton,
  MediaRenditionMenu,
  MediaRenditionMenuButton,
} from 'media-chrome/react/menu';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNonce } from '../pageNonce';
import { nonceTemplates } from './shadowStyles';
import { useAreaRuntime } from '../areaRuntime';
import { attachSource } from './attachSource';
import { buildVideo } from './buildVideo';
import { RATE_PLACEHOLDER, speakChromeIn } from './chromeLabels';
import { positionLeft, positionToKeep, resumeAt, savedPosition } from './resume';
import type { PlayableMedia } from './source';

nonceTemplates([...Object.values(elements), ...Object.values(menus)], pageNonce());

/** How often the position is written while playing. */
const SAVE_EVERY_SECONDS = 5;

const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];

export interface PlayerProps {
  item: PlayableMedia;
  /** The video's accessible name. */
  label: string;
  /** The language of captions to show from the start (the ones just edited). */
  showCaptions?: string;
  /** Handed the <video> once it is in place, and null when it goes: a review page seeks it and reads its time. */
  onVideo?: (video: HTMLVideoElement | null) => void;
}

/**
 * Fills a menu's header slot with nothing. Unfilled, the slot holds a submenu's "Back" button,
 * hidden by the slot's own style only: assistive technology still finds a button among the
 * menu's items, which a menu may not hold (axe: aria-required-children). These menus have no
 * submenus, so no Back button.
 */
function NoMenuHeader() {
  return <span slot="header" hidden />;
}

/**
 * The one video player (Footage, Files; later programs, review and channels): media-chrome's
 * controls over a <video> fed by hls.js, native HLS or the original (source.ts), with scrub
 * previews, captions, qualities, speeds, keyboard shortcuts (media-chrome's hotkeys: space, k, m,
 * f, c, arrows) and the position remembered per item.
 */
export default function PlayerCore({ item, label, showCaptions, onVideo }: PlayerProps) {
  const { t, i18n } = useTranslation();
  const runtime = useAreaRuntime();
  const controller = useRef<InstanceType<typeof elements.MediaController>>(null);
  const [unplayable, setUnplayable] = useState(false);
  // Read through a ref: a new callback must not rebuild the video.
  const videoListener = useRef(onVideo);
  videoListener.current = onVideo;
  speakChromeIn(i18n.language, t('ui.player.playbackRate', { rate: RATE_PLACEHOLDER }));

  useEffect(() => {
    const host = controller.current;
    if (!host) return undefined;
    // A model's captions say so in the menu: they may mishear.
    const video = buildVideo(item, label, showCaptions, (caption) =>
      caption.generated === true ? t('ui.player.generatedCaptions', { label: caption.label }) : caption.label,
    );
    const attached = attachSource(video, item);
    if (attached === null) {
      setUnplayable(true);
      return undefined;
    }
    setUnplayable(false);
    host.prepend(video);
    videoListener.current?.(video);
    let lastSaved = 0;
    const keep = () => {
      lastSaved = video.currentTime;
      void runtime.run(positionLeft, item.key, positionToKeep(video.currentTime, video.duration));
    };
    const onTime = () => {
      if (Math.abs(video.currentTime - lastSaved) >= SAVE_EVERY_SECONDS) keep();
    };
    const onEnded = () => void runtime.run(positionLeft, item.key, null);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', keep);
    video.addEventListener('ended', onEnded);
    video.addEventListener(
      'loadedmetadata',
      () => {
        void runtime.run(savedPosition, item.key).then((saved) => {
          const start = resumeAt(saved, video.duration);
          if (start > 0) video.currentTime = start;
          lastSaved = start;
        });
      },
      { once: true },
    );
    return () => {
      videoListener.current?.(null);
      if (video.currentTime > 0 && !video.ended) keep();
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', keep);
      video.removeEventListener('ended', onEnded);
      video.pause();
      attached.detach();
      video.remove();
    };
  }, [item, label, showCaptions, runtime, t]);

  if (unplayable) {
    return (
      <Box role="status" sx={{ p: 4, textAlign: 'center', bgcolor: 'grey.900', color: 'common.white' }}>
        {t('ui.player.notPlayableYet')}
      </Box>
    );
  }

  return (
    <Box
      sx={{
        '& media-controller': {
          width: '100%',
          aspectRatio: '16 / 9',
          maxHeight: '70vh',
          display: 'block',
          bgcolor: 'common.black',
          '--media-control-background': 'rgb(20 20 30 / 0.7)',
        },
        '& media-control-bar, & media-time-range': { width: '100%' },
        // A closed menu keeps its box until first opened; out of the flow it never lifts the bars.
        '& media-rendition-menu, & media-captions-menu, & media-playback-rate-menu': { position: 'absolute' },
        '& video': { width: '100%', height: '100%' },
      }}
    >
      <MediaController ref={controller} data-testid="media-controller">
        <MediaLoadingIndicator slot="centered-chrome" noAutohide />
        <MediaTimeRange>
          <MediaPreviewThumbnail slot="preview" />
          <MediaPreviewTimeDisplay slot="preview" />
        </MediaTimeRange>
        <MediaControlBar>
          <MediaPlayButton />
          <MediaMuteButton />
          <MediaVolumeRange />
          {/* Text, not a button: a toggle named "playback time" would not hold the times it shows (WCAG 2.5.3). */}
          <MediaTimeDisplay showDuration noToggle />
          <Box component="span" sx={{ flex: 1, background: 'var(--media-control-background)' }} />
          <MediaCaptionsMenuButton />
          <MediaRenditionMenuButton />
          <MediaPlaybackRateMenuButton />
          <MediaPipButton />
          <MediaFullscreenButton />
        </MediaControlBar>
        {/* After the bars, so an open menu lies above the seek bar. */}
        <MediaRenditionMenu hidden anchor="auto">
          <NoMenuHeader />
        </MediaRenditionMenu>
        <MediaCaptionsMenu hidden anchor="auto">
          <NoMenuHeader />
        </MediaCaptionsMenu>
        <MediaPlaybackRateMenu hidden anchor="auto" rates={PLAYBACK_RATES}>
          <NoMenuHeader />
        </MediaPlaybackRateMenu>
      </MediaController>
    </Box>
  );
}
