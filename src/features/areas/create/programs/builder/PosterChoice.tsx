import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PosterChoice as Poster } from '../../../../../../contract/programs';
import type { MediaItem } from '../../../../../../contract/media';
import type { EditAction } from './editModel';
import { MediaPickerDialog } from './MediaPickerDialog';
import { formatTimecode } from './timecode';

/** The poster: automatic, a frame of the program (set from the preview) or an image of Files. */
export function PosterChoice(props: {
  poster: Poster | undefined;
  media: ReadonlyMap<string, MediaItem>;
  totalSeconds: number;
  dispatch: (action: EditAction) => void;
}) {
  const { poster, media, totalSeconds, dispatch } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  const kind = poster?.kind ?? 'auto';
  return (
    <FormControl component="fieldset" sx={{ mt: 2 }}>
      <FormLabel component="legend" id={labelId}>
        {t('create.builder.poster.title')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={kind}
        onChange={(event) => {
          if (event.target.value === 'auto') dispatch({ type: 'posterChosen', poster: null });
          else if (event.target.value === 'frame') dispatch({ type: 'posterChosen', poster: { kind: 'frame', atSeconds: 0 } });
          else setPicking(true);
        }}
      >
        <FormControlLabel value="auto" control={<Radio />} label={t('create.builder.poster.auto')} />
        <FormControlLabel
          value="frame"
          disabled={totalSeconds === 0}
          control={<Radio />}
          label={
            poster?.kind === 'frame'
              ? t('create.builder.poster.frameAt', { time: formatTimecode(poster.atSeconds) })
              : t('create.builder.poster.frame')
          }
        />
        <FormControlLabel
          value="image"
          control={<Radio />}
          label={
            poster?.kind === 'image'
              ? t('create.builder.poster.imageNamed', { name: media.get(poster.mediaKey)?.name ?? poster.mediaKey })
              : t('create.builder.poster.image')
          }
        />
      </RadioGroup>
      {poster?.kind === 'frame' && poster.atSeconds >= totalSeconds && (
        <Typography color="error" variant="body2" role="alert">
          {t('create.builder.problems.posterOutside')}
        </Typography>
      )}
      {poster?.kind === 'frame' && (
        <Typography variant="body2" color="text.secondary">
          {t('create.builder.poster.frameHelp')}
        </Typography>
      )}
      {poster?.kind === 'image' && (
        <Box>
          <Button size="small" onClick={() => setPicking(true)}>
            {t('create.builder.poster.change')}
          </Button>
        </Box>
      )}
      {picking && (
        <MediaPickerDialog
          kind="image"
          onClose={() => setPicking(false)}
          onPick={(item) => {
            dispatch({ type: 'posterChosen', poster: { kind: 'image', mediaKey: item.key } });
            setPicking(false);
          }}
        />
      )}
    </FormControl>
  );
}
