import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramVersion } from '../../../../../../contract/schemas/programs';
import { Player } from '../../../../../ui/player';
import { ComparePlayers } from './ComparePlayers';

/** One version in the one player. */
export function PlayVersionDialog({ version, onClose }: { version: ProgramVersion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = version === null ? '' : t('create.programVersions.name', { number: version.number });
  return (
    <Dialog open={version !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{name}</DialogTitle>
      <DialogContent>{version?.media && <Player key={version.number} item={version.media} label={name} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.programVersions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Two versions side by side (ComparePlayers), the older on the left. */
export function CompareDialog({ pair, onClose }: { pair: [ProgramVersion, ProgramVersion] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [left, right] = pair === null ? [null, null] : [...pair].sort((x, y) => x.number - y.number);
  return (
    <Dialog open={pair !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xl" fullWidth>
      <DialogTitle id={titleId}>
        {left && right && t('create.programVersions.compareTitle', { left: left.number, right: right.number })}
      </DialogTitle>
      <DialogContent>{left && right && <ComparePlayers left={left} right={right} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('create.programVersions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
