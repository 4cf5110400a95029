import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../../contract/customers';
import { customerQueries } from './queries';

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

/** One page of the trail's rows; a save elsewhere makes every page stale (tag Audit), so each is read again. */
function AuditRows({ organisationId, page }: { organisationId: number; page: number }) {
  const { t, i18n } = useTranslation();
  const entries = customerQueries.useGetAuditRecordsQuery({ organisationId, page, pageSize: PAGE_SIZE }).data?.items ?? [];
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
  return entries.map((entry: AuditEntry) => (
    <TableRow key={entry.id}>
      <TableCell>{when(entry.at)}</TableCell>
      <TableCell>{entry.actor}</TableCell>
      <TableCell>{t(`customers.audit.actions.${entry.action}`, { defaultValue: entry.action })}</TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>{changes(entry)}</TableCell>
    </TableRow>
  ));
}

/** §2 Support: every administrative change concerning this organisation — who, what, when, before and after. */
export function AuditTrail({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [pages, setPages] = useState(1);
  const first = customerQueries.useGetAuditRecordsQuery(
    { organisationId, page: 1, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  ).data;
  const total = first?.total ?? 0;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('customers.audit.title')}
      </Typography>
      {total === 0 ? (
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
            {Array.from({ length: pages }, (_, index) => (
              <AuditRows key={index + 1} organisationId={organisationId} page={index + 1} />
            ))}
          </TableBody>
        </Table>
      )}
      {pages * PAGE_SIZE < total && (
        <Button sx={{ mt: 1 }} onClick={() => setPages((old) => old + 1)}>
          {t('customers.audit.more')}
        </Button>
      )}
    </Box>
  );
}
