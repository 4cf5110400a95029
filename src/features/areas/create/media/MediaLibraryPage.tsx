import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { MediaItem, MediaKind } from '../../../../../contract/media';
import { selectSearchFilters } from '../../../menu';
import { useAreaState } from '../../../../ui/areaRuntime';
import { PagedList, useListState, type ListColumn, type ListParams } from '../../../../ui/list';
import { useUploadsState } from '../../../uploads';
import { PageHeading } from '../../PageHeading';
import { UploadDropZone } from '../../uploading/UploadDropZone';
import { UploadQueue } from '../../uploading/UploadQueue';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { Details, ProcessingStatus, Thumbnail } from './MediaCells';
import { filterRequest, mediaColumnsOf, mediaFiltersOf } from './mediaColumns';
import { mediaSaga } from './mediaSaga';
import { mediaDeleteRequested, mediaSlice, selectDeleting } from './mediaSlice';
import { mediaQueries } from './queries';
import { isPlayable } from './playable';
import { VideoPlayerDialog } from './VideoPlayerDialog';

const MEDIA_SLICES = [mediaSlice] as const;
const MEDIA_SAGAS = { createMedia: mediaSaga } as const;

const SETUP = {
  footage: {
    purpose: 'footage',
    query: mediaQueries.endpoints.listFootage,
    accept: 'video/mp4,video/webm,video/quicktime,video/x-matroska',
  },
  files: {
    purpose: 'file',
    query: mediaQueries.endpoints.listFiles,
    accept: '.pdf,.png,.jpg,.jpeg,.gif,.webp,.mp3,.wav,.m4a,.mp4,.webm,.mov,.mkv,.txt,.csv,.docx,.xlsx,.pptx',
  },
} as const;

/** §2 Create: the organisation's footage or files, with uploads, playback and delete. */
export function MediaLibraryPage({ kind }: { kind: MediaKind }) {
  useListState();
  useUploadsState();
  useAreaState(MEDIA_SLICES, MEDIA_SAGAS);
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const setup = SETUP[kind];
  const listId = `create.${kind}`;
  const filters = useSelector(selectSearchFilters)[kind];
  const deleting = useSelector(selectDeleting);
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  const [confirming, setConfirming] = useState<MediaItem | null>(null);
  const filterNames = mediaFiltersOf(filters.filterList);
  const [filter, setFilter] = useState(filterNames[0] ?? '');
  const headingId = useId();

  // The list keeps the filter's fields through its own paging and sorting.
  const params = useMemo(() => filterRequest(filter) as ListParams, [filter]);

  const columns = useMemo((): ListColumn<MediaItem>[] => {
    const fromFilters = mediaColumnsOf(filters.gridColumnsList, kind).map((column): ListColumn<MediaItem> => ({
      id: column.id,
      labelKey: column.labelKey,
      sortKey: column.sortKey,
      align: column.align,
      visuallyHiddenLabel: column.id === 'thumbnail',
      render: (item) => {
        if (column.id === 'thumbnail') return <Thumbnail item={item} />;
        if (column.id === 'details') return <Details item={item} />;
        if (column.id !== 'name') return column.value(item, i18n.language);
        // Footage, and a video among the files, open in the player; other files open as they are.
        const video = kind === 'footage' || item.contentType.startsWith('video/');
        const name =
          video && isPlayable(item) ? (
            <Button
              size="small"
              sx={{ textTransform: 'none', ml: -0.5 }}
              onClick={() => setPlaying(item)}
              aria-label={t('create.media.playOf', { name: item.name })}
            >
              {item.name}
            </Button>
          ) : video ? (
            item.name
          ) : (
            <a href={item.url} target="_blank" rel="noreferrer">
              {item.name}
            </a>
          );
        return (
          <>
            {name}
            <ProcessingStatus item={item} />
          </>
        );
      },
    }));
    return [
      ...fromFilters,
      {
        id: 'actions',
        labelKey: 'create.media.column.actions',
        visuallyHiddenLabel: true,
        align: 'right',
        render: (item) =>
          item.canDelete ? (
            <Button
              size="small"
              color="error"
              disabled={deleting?.includes(item.key)}
              onClick={() => setConfirming(item)}
              aria-label={t('create.media.deleteOf', { name: item.name })}
            >
              {t('create.media.delete')}
            </Button>
          ) : null,
      },
    ];
  }, [filters.gridColumnsList, kind, t, i18n.language, deleting]);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 1100 }}>
      <PageHeading id={headingId} />
      <UploadDropZone purpose={setup.purpose} accept={setup.accept} labelKey={`create.media.${kind}.choose`} />
      <UploadQueue purpose={setup.purpose} />
      {filterNames.length > 1 && (
        <Stack direction="row" sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('create.media.filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {filterNames.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`create.media.filters.${name}`, { defaultValue: name })}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      <PagedList<MediaItem>
        listId={listId}
        query={setup.query}
        params={params}
        columns={columns}
        defaultSort={{ sort: 'createdAt', direction: 'desc' }}
        rowKey={(item) => item.key}
        labelKey={`create.media.${kind}.table`}
        empty={{ titleKey: `create.media.${kind}.emptyTitle`, bodyKey: `create.media.${kind}.emptyBody` }}
      />
      <VideoPlayerDialog item={playing} onClose={() => setPlaying(null)} />
      <ConfirmDeleteDialog
        item={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) dispatch(mediaDeleteRequested({ key: confirming.key }));
          setConfirming(null);
        }}
      />
    </Box>
  );
}
