import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { queueUpload, selectUploadsFor, useUploadsState } from '../../uploads';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

interface ImageUploadProps {
  /** §3 addnlLogoFile (logo) or userPictureURL3 (userPicture). */
  purpose: 'logo' | 'userPicture';
  /** The current picture's address; null shows the fallback. */
  src: string | null;
  /** Shown when there is no picture or it fails to load (§8: default logo, generic icon). */
  fallbackSrc?: string;
  alt: string;
  /** Called with the new object's key and address once it is stored; the page saves it where it belongs. */
  onStored: (object: { key: string; url: string }) => void;
}

/**
 * A picture with a button to replace it: the file goes through the uploads saga for its purpose
 * (the server picks the key) and the page hears the stored key. The picture falls back when it
 * does not load.
 */
export function ImageUpload({ purpose, src, fallbackSrc, alt, onStored }: ImageUploadProps) {
  useUploadsState();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const entry = useSelector(selectUploadsFor(purpose)).find((upload) => upload.id === uploadId);
  useEffect(() => setBroken(false), [src]);
  useEffect(() => {
    if (entry?.status === 'stored' && entry.key && entry.url) {
      onStored({ key: entry.key, url: entry.url });
      setUploadId(null);
    }
  }, [entry?.status, entry?.key, entry?.url, onStored]);
  const busy = entry?.status === 'signing' || entry?.status === 'uploading';
  const shown = src && !broken ? src : (fallbackSrc ?? null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar
        src={shown ?? undefined}
        alt={alt}
        variant={purpose === 'logo' ? 'rounded' : 'circular'}
        slotProps={{ img: { onError: () => setBroken(true) } }}
        sx={{ width: 72, height: 72 }}
        data-testid={`image-upload-${purpose}`}
      />
      <Box>
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {t(purpose === 'logo' ? 'areas.uploading.image.changeLogo' : 'areas.uploading.image.change')}
        </Button>
        {busy && (
          <Typography variant="body2" role="status" sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={14} aria-hidden />
            {t('areas.uploading.image.uploading')}
          </Typography>
        )}
        {entry?.status === 'failed' && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
            {t('areas.uploading.image.failed')}
          </Typography>
        )}
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const action = queueUpload(file, purpose);
            setUploadId(action.payload.id);
            dispatch(action);
          }}
        />
      </Box>
    </Box>
  );
}
