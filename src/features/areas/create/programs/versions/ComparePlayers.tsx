import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramVersion } from '../../../../../../contract/schemas/programs';
import { Player } from '../../../../../ui/player';
import { linkPlayback, togglePair } from './linkedPlayback';

/** The <video> the player puts in a box once its code has loaded. */
function useVideoIn(box: React.RefObject<HTMLDivElement | null>): HTMLVideoElement | null {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useEffect(() => {
    const host = box.current;
    if (host === null) return undefined;
    const look = () => setVideo(host.querySelector('video'));
    look();
    const observer = new MutationObserver(look);
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [box]);
  return video;
}

/**
 * Two ready versions side by side, each in the one player, with one play/pause for both; playing,
 * pausing or seeking either one does the same to the other.
 */
export function ComparePlayers({ left, right }: { left: ProgramVersion; right: ProgramVersion }) {
  const { t } = useTranslation();
  const leftBox = useRef<HTMLDivElement>(null);
  const rightBox = useRef<HTMLDivElement>(null);
  const a = useVideoIn(leftBox);
  const b = useVideoIn(rightBox);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (a === null || b === null) return undefined;
    const unlink = linkPlayback(a, b);
    const update = () => setPlaying(!a.paused);
    a.addEventListener('play', update);
    a.addEventListener('pause', update);
    return () => {
      unlink();
      a.removeEventListener('play', update);
      a.removeEventListener('pause', update);
    };
  }, [a, b]);

  const side = (version: ProgramVersion, box: React.RefObject<HTMLDivElement | null>) => {
    const name = t('create.programVersions.name', { number: version.number });
    return (
      <Box ref={box} sx={{ flex: 1, minWidth: 0 }} data-testid={`compare-${version.number}`}>
        <Typography variant="subtitle2" gutterBottom>
          {name}
        </Typography>
        {version.media && <Player item={version.media} label={name} />}
      </Box>
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
        {side(left, leftBox)}
        {side(right, rightBox)}
      </Box>
      <Button
        variant="contained"
        sx={{ mt: 2 }}
        disabled={a === null || b === null}
        onClick={() => a !== null && b !== null && togglePair(a, b)}
      >
        {t(playing ? 'create.programVersions.pauseBoth' : 'create.programVersions.playBoth')}
      </Button>
    </Box>
  );
}
