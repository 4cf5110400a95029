import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { UploadPurpose } from '../../../../contract/permissions';
import {
  selectUploadsFor,
  uploadCancelRequested,
  uploadRetried,
  uploadsCleared,
  type UploadEntry,
  type UploadProcessing,
  useUploadsState,
} from '../../uploads';
import { formatBytes } from './formatBytes';

/** After the upload, the bar follows the worker's processing of the stored object. */
function processingOf(entry: UploadEntry) {
  return entry.status === 'stored' && entry.processing !== null ? entry.processing : null;
}

/** What the row says: the upload's state, then the worker's, a refusal in its own words. */
function stateText(t: TFunction, entry: UploadEntry, processing: UploadProcessing | null): string {
  if (entry.status === 'failed') return t(`areas.uploading.failure.${entry.failure ?? 'refused'}`);
  if (processing === null) return t(`areas.uploading.status.${entry.status}`);
  if (processing.state === 'failed') return t(`areas.uploading.refusal.${processing.error ?? 'failed'}`);
  return t(`areas.uploading.processing.${processing.state}`, { progress: processing.progress });
}

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const processing = processingOf(entry);
  const uploaded = entry.size === 0 ? 100 : Math.round((entry.loaded / entry.size) * 100);
  const ready = processing?.state === 'ready';
  const percent = processing === null ? uploaded : ready ? 100 : processing.progress;
  const active = entry.status === 'signing' || entry.status === 'uploading';
  const refused = entry.status === 'failed' || processing?.state === 'failed';
  const state = stateText(t, entry, processing);
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1 }}
      data-testid="upload-row"
      data-status={entry.status}
      data-processing={processing?.state}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap>{entry.name}</Typography>
          <Typography variant="body2" color={refused ? 'error' : 'text.secondary'}>
            {state} · {formatBytes(entry.loaded)} / {formatBytes(entry.size)}
            {entry.attempts > 0 && active ? ` · ${t('areas.uploading.retrying', { count: entry.attempts })}` : ''}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={refused ? 'error' : ready ? 'success' : 'primary'}
            aria-label={t(processing === null ? 'areas.uploading.progressOf' : 'areas.uploading.processingOf', { name: entry.name })}
            aria-valuetext={`${percent} %`}
            // A ready item's bar is full at once, not sliding there after the row already says so.
            sx={{ mt: 0.5, ...(ready ? { '& .MuiLinearProgress-bar': { transition: 'none' } } : {}) }}
          />
        </Box>
        {active && (
          <Button
            onClick={() => dispatch(uploadCancelRequested({ id: entry.id }))}
            aria-label={t('areas.uploading.cancelOf', { name: entry.name })}
          >
            {t('areas.uploading.cancel')}
          </Button>
        )}
        {(entry.status === 'failed' || entry.status === 'cancelled') && (
          <Button onClick={() => dispatch(uploadRetried({ id: entry.id }))} aria-label={t('areas.uploading.retryOf', { name: entry.name })}>
            {t('areas.uploading.retry')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** The uploads of one purpose: progress, cancel while on their way, retry once failed or cancelled. */
export function UploadQueue({ purpose }: { purpose: UploadPurpose }) {
  useUploadsState();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const entries = useSelector(selectUploadsFor(purpose));
  if (entries.length === 0) return null;
  const finished = entries.some((entry) => entry.status !== 'signing' && entry.status !== 'uploading');
  return (
    <Box component="section" aria-label={t('areas.uploading.queue')} sx={{ mb: 2 }}>
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-live="polite">
        {entries.map((entry) => (
          <UploadRow key={entry.id} entry={entry} />
        ))}
      </Box>
      {finished && (
        <Button size="small" onClick={() => dispatch(uploadsCleared())}>
          {t('areas.uploading.clear')}
        </Button>
      )}
    </Box>
  );
}
