import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { UploadPurpose } from '../../../../contract/permissions';
import { queueUpload, useUploadsState } from '../../uploads';

/**
 * Where files are dropped or chosen, several at once; each becomes an upload of the purpose
 * (§3 upload signature). The button is the keyboard's way in; the zone is the pointer's.
 */
export function UploadDropZone({ purpose, accept, labelKey }: { purpose: UploadPurpose; accept: string; labelKey: string }) {
  useUploadsState();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const queue = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) dispatch(queueUpload(file, purpose));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    queue(event.dataTransfer.files);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="upload-drop-zone"
      sx={{
        p: 3,
        mb: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'background.paper',
        textAlign: 'center',
      }}
    >
      <Typography id={hintId} sx={{ mb: 1 }}>
        {t('areas.uploading.dropHint')}
      </Typography>
      <Button variant="contained" onClick={() => input.current?.click()} aria-describedby={hintId}>
        {t(labelKey)}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        data-testid="upload-input"
        onChange={(event) => {
          queue(event.target.files);
          event.target.value = '';
        }}
      />
    </Box>
  );
}
