import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../../contract/customers';
import * as endpoints from './api';
import { useAreaRuntime } from '../../../../ui/areaRuntime';

const PAGE_SIZE = 20;

/** What changed between before and after, field by field. */
function changes(entry: AuditEntry): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));
  return keys
    .filter((key) => JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key]))
    .map((key) =>
      entry.before === null ? `${key}: ${show(entry.after?.[key])}` : `${key}: ${show(entry.before[key])} → ${show(entry.after?.[key])}`,
    )
    .join('; ');
}

/** §2 Support: every administrative change concerning this organisation — who, what, when, before and after. */
export function AuditTrail({ organisationId, reloadKey }: { organisationId: number; reloadKey: number }) {
  const { t, i18n } = useTranslation();
  const { run } = useAreaRuntime();
  const headingId = useId();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);

  useEffect(() => {
    let live = true;
    void run(endpoints.getAuditRecords, { organisationId, page, pageSize: PAGE_SIZE }).then((answer) => {
      if (!live || answer?.status !== 'Ok' || answer.clientResponse === null) return;
      setEntries((old) => (page === 1 ? answer.clientResponse!.items : [...old, ...answer.clientResponse!.items]));
      setTotal(answer.clientResponse.total);
    });
    return () => {
      live = false;
    };
  }, [run, organisationId, page, reloadKey]);

  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('customers.audit.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('customers.audit.none')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId} data-testid="audit-trail">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('customers.audit.when')}</TableCell>
              <TableCell scope="col">{t('customers.audit.who')}</TableCell>
              <TableCell scope="col">{t('customers.audit.what')}</TableCell>
              <TableCell scope="col">{t('customers.audit.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{when(entry.at)}</TableCell>
                <TableCell>{entry.actor}</TableCell>
                <TableCell>{t(`customers.audit.actions.${entry.action}`, { defaultValue: entry.action })}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{changes(entry)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {entries.length < total && (
        <Button sx={{ mt: 1 }} onClick={() => setPage((old) => old + 1)}>
          {t('customers.audit.more')}
        </Button>
      )}
    </Box>
  );
}
