import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { TaskItem } from '../../../../contract';
import { queueUpload, selectUploads, useUploadsState } from '../../uploads';
import type { TaskListPage, TaskUpload } from './taskLists';
import { selectTaskBusy, selectTaskUploadId, taskUploadStarted } from './tasksSlice';

/**
 * The action of a recording task or file request (§2 Tasks): choose the file, which goes through
 * the uploads queue for the item's purpose; once it is stored the tasks saga calls the item's
 * action with its key, and the row leaves the list.
 */
export function TaskUploadButton({ page, item, upload }: { page: TaskListPage; item: TaskItem; upload: TaskUpload }) {
  useUploadsState();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  const closing = useSelector((state: unknown) => selectTaskBusy(state, page.list, item.id));
  const uploadId = useSelector((state: unknown) => selectTaskUploadId(state, page.list, item.id));
  const entry = useSelector(selectUploads).find((candidate) => candidate.id === uploadId);
  const uploading = entry?.status === 'signing' || entry?.status === 'uploading';
  const percent = entry === undefined || entry.size === 0 ? 0 : Math.round((entry.loaded / entry.size) * 100);
  const failed = entry?.status === 'failed' || entry?.status === 'cancelled';
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 160 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={closing || uploading}
        aria-label={t(`tasks.action.${page.list}.named`, { title: item.title })}
        onClick={() => input.current?.click()}
      >
        {t(`tasks.action.${page.list}.label`)}
      </Button>
      {uploading && (
        <Box sx={{ width: '100%', mt: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('tasks.upload.progress', { title: item.title })}
            aria-valuetext={`${percent} %`}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            {t('tasks.upload.uploading', { percent })}
          </Typography>
        </Box>
      )}
      {closing && entry?.status === 'stored' && (
        <Typography variant="caption" color="text.secondary" role="status">
          {t('tasks.upload.saving')}
        </Typography>
      )}
      {failed && (
        <Typography variant="caption" color="error" role="alert">
          {t('tasks.upload.failed')}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept={upload.accept}
        hidden
        data-testid={`task-upload-input-${item.id}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const queued = queueUpload(file, upload.purpose, item.id);
          dispatch(taskUploadStarted({ list: page.list, id: item.id, uploadId: queued.payload.id }));
          dispatch(queued);
        }}
      />
    </Box>
  );
}
