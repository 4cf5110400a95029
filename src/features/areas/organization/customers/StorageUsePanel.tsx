import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { customerQueries } from './queries';
import { formatSize } from './formatSize';

const KINDS = ['originals', 'renditions', 'posters', 'sprites', 'captions'] as const;

/** What the organisation stores, by kind: its uploads and what processing made of them. */
export function StorageUsePanel() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { data, isError } = customerQueries.useGetStorageUseQuery();
  const use = data ?? null;
  const failed = isError;

  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('customers.basicSetup.storage.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('customers.basicSetup.storage.intro')}
      </Typography>
      {failed && <Alert severity="warning">{t('customers.basicSetup.storage.unavailable')}</Alert>}
      {use !== null && (
        <Table size="small" aria-labelledby={headingId} sx={{ maxWidth: 560 }} data-testid="storage-use">
          <TableHead>
            <TableRow>
              <TableCell>{t('customers.basicSetup.storage.kind')}</TableCell>
              <TableCell align="right">{t('customers.basicSetup.storage.count')}</TableCell>
              <TableCell align="right">{t('customers.basicSetup.storage.size')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {KINDS.map((kind) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">
                  {t(`customers.basicSetup.storage.kinds.${kind}`)}
                </TableCell>
                <TableCell align="right">{count(use[kind].count)}</TableCell>
                <TableCell align="right">{formatSize(use[kind].bytes, i18n.language)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t('customers.basicSetup.storage.total')}
              </TableCell>
              <TableCell />
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatSize(use.totalBytes, i18n.language)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
