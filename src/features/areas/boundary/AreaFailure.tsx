import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { selectAppInfo } from '../../chrome';
import { homeForRoles } from '../../../config/paths';
import { selectRoles } from '../../session';
import { useAreaRuntime } from '../../../ui/areaRuntime';
import { reloadOnceForNewDeployment, reloadPage } from './chunkFailure';

/** What a failed area shows in place of its page. */
export function AreaFailure({ kind }: { kind: 'chunk' | 'render' }) {
  const { t } = useTranslation();
  const roles = useSelector(selectRoles);
  const { version } = useSelector(selectAppInfo);
  const [checking, setChecking] = useState(kind === 'chunk');
  const runtime = useAreaRuntime();
  const reload = useCallback(() => void runtime.run(reloadPage), [runtime]);

  useEffect(() => {
    if (kind !== 'chunk') return;
    let live = true;
    void reloadOnceForNewDeployment(version, reload).then((reloading) => {
      if (live && !reloading) setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [kind, version, reload]);

  return (
    <Box component="section" aria-labelledby="area-failure-title" sx={{ maxWidth: 640 }} data-testid="area-failure">
      <Typography id="area-failure-title" component="h1" variant="h4" sx={{ mb: 2 }}>
        {t(kind === 'chunk' ? 'areas.failure.chunkTitle' : 'areas.failure.renderTitle')}
      </Typography>
      <Alert severity={kind === 'chunk' ? 'warning' : 'error'} sx={{ mb: 3 }}>
        {t(kind === 'chunk' ? 'areas.failure.chunkBody' : 'areas.failure.renderBody')}
      </Alert>
      <Stack direction="row" spacing={1}>
        {kind === 'chunk' && (
          <Button variant="contained" disabled={checking} onClick={reload}>
            {t('areas.failure.reload')}
          </Button>
        )}
        <Button
          variant={kind === 'chunk' ? 'outlined' : 'contained'}
          component={RouterLink}
          to={homeForRoles(roles)}
          reloadDocument={kind === 'chunk'}
        >
          {t('areas.emptyState.home')}
        </Button>
      </Stack>
    </Box>
  );
}
