import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgramVersion } from '../../../../../../contract/schemas/programs';
import { useAreaState } from '../../../../../ui/areaRuntime';
import { RenderProgress } from './RenderProgress';
import { CompareDialog, PlayVersionDialog } from './VersionDialogs';
import { VersionRow } from './VersionRow';
import { versionsQueries } from './versionsQueries';
import { versionsSaga } from './versionsSaga';
import { isUnderWay } from './versionStates';

const VERSIONS_SAGAS = { programVersions: versionsSaga } as const;

export interface VersionsPanelProps {
  programId: number;
  /** The revision of the saved edit: what a render renders. */
  revision: number;
  editIsEmpty: boolean;
  /** Nothing waits to be saved: a render takes the edit on screen, not an older one. */
  saved: boolean;
}

/**
 * The builder's versions: render the saved edit, follow the render live, and play or compare the
 * versions made so far (newest first).
 */
export function VersionsPanel({ programId, revision, editIsEmpty, saved }: VersionsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  useAreaState([], VERSIONS_SAGAS);
  const { data } = versionsQueries.useProgramVersionsQuery({ programId });
  const [render, rendering] = versionsQueries.useRenderProgramMutation();
  const [playing, setPlaying] = useState<ProgramVersion | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [comparing, setComparing] = useState<[ProgramVersion, ProgramVersion] | null>(null);

  const versions = [...(data?.versions ?? [])].sort((a, b) => b.number - a.number);
  const underWay = versions.find(isUnderWay);
  const choose = (number: number, on: boolean) =>
    setChosen((before) => (on ? [...before.filter((n) => n !== number), number].slice(-2) : before.filter((n) => n !== number)));
  const pair = chosen.map((number) => versions.find((version) => version.number === number)).filter((v) => v !== undefined);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('create.programVersions.heading')}
        </Typography>
        <Button variant="outlined" disabled={pair.length !== 2} onClick={() => pair.length === 2 && setComparing([pair[0]!, pair[1]!])}>
          {t('create.programVersions.compare')}
        </Button>
        <Button
          variant="contained"
          disabled={editIsEmpty || !saved || underWay !== undefined || rendering.isLoading}
          onClick={() => void render({ programId, revision })}
        >
          {t('create.programVersions.render')}
        </Button>
      </Stack>
      {editIsEmpty && (
        <Typography variant="body2" color="text.secondary">
          {t('create.programVersions.emptyEdit')}
        </Typography>
      )}
      {underWay && <RenderProgress version={underWay} />}
      {data !== undefined && versions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('create.programVersions.none')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('create.programVersions.list')}>
        {versions.map((version) => (
          <VersionRow
            key={version.number}
            version={version}
            current={data?.currentVersion === version.number}
            chosen={chosen.includes(version.number)}
            onPlay={() => setPlaying(version)}
            onChoose={(on) => choose(version.number, on)}
          />
        ))}
      </Box>
      <PlayVersionDialog version={playing} onClose={() => setPlaying(null)} />
      <CompareDialog pair={comparing} onClose={() => setComparing(null)} />
    </Box>
  );
}
