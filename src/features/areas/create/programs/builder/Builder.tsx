import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayableMedia } from '../../../../../../contract/media';
import type { ProgramEditor } from '../../../../../../contract/schemas/programs';
import { AddButtons } from './AddButtons';
import { DetailsFields } from './DetailsFields';
import { editorReducer, initialEditor, type Draft } from './editModel';
import { PosterChoice } from './PosterChoice';
import { SaveBar } from './SaveBar';
import { sequenceOf, totalOf } from './sequence';
import { SequenceList } from './SequenceList';
import { formatTimecode } from './timecode';
import { useAutosave } from './useAutosave';
import { useMediaIndex } from './useMediaIndex';
import { useUndoKeys } from './useUndoKeys';
import { VersionsPanel } from '../versions';

// The preview brings hls.js: it loads after the builder's own controls.
const SequencePreview = lazy(() => import(/* webpackChunkName: "program-preview" */ './SequencePreview'));

export const draftOf = (editor: ProgramEditor): Draft => ({ title: editor.title, description: editor.description, edit: editor.edit });

/**
 * The program builder: details, bumpers, the sequence with its cuts, the poster and the preview,
 * saved as the author works. `reload` reads the program again (after another tab saved it).
 */
export function Builder({ editor, reload }: { editor: ProgramEditor; reload: () => Promise<ProgramEditor | null> }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, editor, (opened) => initialEditor(draftOf(opened)));
  const [staleNotice, setStaleNotice] = useState(false);
  const media = useMediaIndex();
  const onStale = useCallback(
    (reset: (revision: number) => void) => {
      void reload().then((fresh) => {
        if (fresh === null) return;
        dispatch({ type: 'loaded', draft: draftOf(fresh) });
        reset(fresh.revision);
        setStaleNotice(true);
      });
    },
    [reload],
  );
  const { present } = state;
  const pieces = useMemo(() => sequenceOf(present.edit, editor.bumpers), [present.edit, editor.bumpers]);
  const total = totalOf(pieces);
  const autosave = useAutosave(editor.programId, editor.revision, state, total, onStale);
  useUndoKeys(dispatch);
  // The bumpers play from the media the editor names, whether or not they are among the newest Footage.
  const playable = useMemo(() => {
    const all = new Map<string, PlayableMedia>(media);
    for (const bumper of [editor.bumpers.intro, editor.bumpers.outro]) if (bumper?.media) all.set(bumper.key, bumper.media);
    return all;
  }, [media, editor.bumpers]);

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1.1fr) minmax(360px, 1fr)' }, gap: 3, alignItems: 'start' }}
    >
      <Box component="section" aria-labelledby="builder-sequence-heading">
        {staleNotice && (
          <Alert severity="warning" onClose={() => setStaleNotice(false)} sx={{ mb: 2 }} data-testid="stale-notice">
            {t('create.builder.save.reloaded')}
          </Alert>
        )}
        <SaveBar status={autosave.status} canUndo={state.past.length > 0} canRedo={state.future.length > 0} dispatch={dispatch} />
        <Box sx={{ mt: 2 }}>
          <DetailsFields draft={present} bumpers={editor.bumpers} dispatch={dispatch} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mt: 3 }}>
          <Typography id="builder-sequence-heading" component="h2" variant="h6">
            {t('create.builder.sequence.title')}
          </Typography>
          <Typography data-testid="total-duration">{t('create.builder.total', { duration: formatTimecode(total) })}</Typography>
        </Box>
        <AddButtons count={present.edit.items.length} dispatch={dispatch} />
        <SequenceList items={present.edit.items} media={media} dispatch={dispatch} />
      </Box>
      <Box component="section" aria-labelledby="builder-preview-heading" sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
        <Typography id="builder-preview-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('create.builder.preview.title')}
        </Typography>
        <Suspense fallback={<Box sx={{ aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1 }} />}>
          <SequencePreview
            pieces={pieces}
            media={playable}
            onUseFrame={(atSeconds) => dispatch({ type: 'posterChosen', poster: { kind: 'frame', atSeconds } })}
          />
        </Suspense>
        <PosterChoice poster={present.edit.poster} media={media} totalSeconds={total} dispatch={dispatch} />
        <VersionsPanel
          programId={editor.programId}
          revision={autosave.revision.current}
          editIsEmpty={present.edit.items.length === 0}
          saved={autosave.status === 'saved'}
        />
      </Box>
    </Box>
  );
}
