import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { MyProgramItem } from '../../../../contract';
import { mediaQueries } from './media/queries';
import { createQueries } from './queries';

/** The newest video footage the chooser offers; an older current choice is offered too. */
const FOOTAGE_SHOWN = 100;
const NONE = '';

/**
 * The video a program plays (§2 Home), chosen by its author among the organisation's Footage:
 * members who received the program watch it in the one player, with its stream and captions.
 */
export function ProgramVideoChooser({ program }: { program: MyProgramItem }) {
  const { t } = useTranslation();
  const footage = mediaQueries.useListFootageQuery({
    page: 1,
    pageSize: FOOTAGE_SHOWN,
    sort: 'createdAt',
    direction: 'desc',
    contentType: 'video/',
  });
  const [setVideo, saving] = createQueries.useSetProgramVideoMutation();
  const items = footage.data?.items ?? [];
  const current = program.video;
  const choices = current === null || items.some((item) => item.key === current.key) ? items : [current, ...items];
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 220 }}
      // The column's header is its visible label; each row's chooser is named by its program.
      slotProps={{
        select: {
          displayEmpty: true,
          SelectDisplayProps: { 'aria-label': t('create.myPrograms.video.labelOf', { title: program.title }) },
        },
      }}
      value={current?.key ?? NONE}
      disabled={footage.isLoading || saving.isLoading}
      error={footage.isError || saving.isError}
      helperText={footage.isError || saving.isError ? t('create.myPrograms.video.failed') : undefined}
      onChange={(event) => {
        const key = event.target.value;
        void setVideo({ programId: program.id, mediaKey: key === NONE ? null : key });
      }}
    >
      <MenuItem value={NONE}>{t('create.myPrograms.video.none')}</MenuItem>
      {choices.map((item) => (
        <MenuItem key={item.key} value={item.key}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
