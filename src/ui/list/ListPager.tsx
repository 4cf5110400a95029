import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Paging under a list: rows per page (a native select: keyboard and screen readers know it, and
 * it costs no bytes of a menu component), where the rows are, and first/previous/next/last.
 */
export function ListPager(props: {
  page: number;
  pageSize: number;
  total: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** The list's own name: two lists on one page need navigation landmarks of different names. */
  listLabel: string;
}) {
  const { page, pageSize, total, sizes, onPage, onPageSize, listLabel } = props;
  const { t } = useTranslation();
  const sizeId = useId();
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const step = (type: 'first' | 'previous' | 'next' | 'last', target: number, glyph: string, disabled: boolean) => (
    <Button size="small" onClick={() => onPage(target)} disabled={disabled} aria-label={t(`ui.list.goTo.${type}`)} sx={{ minWidth: 36 }}>
      <span aria-hidden="true">{glyph}</span>
    </Button>
  );
  return (
    <Box
      component="nav"
      aria-label={t('ui.list.pagingOf', { list: listLabel })}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2, py: 1, flexWrap: 'wrap' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <label htmlFor={sizeId}>{t('ui.list.rowsPerPage')}</label>
        <Box
          component="select"
          id={sizeId}
          value={pageSize}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onPageSize(Number(event.target.value))}
          sx={{
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            py: 0.5,
          }}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Box>
      </Box>
      <span aria-live="polite">{t('ui.list.displayedRows', { from, to, count: total })}</span>
      <Box sx={{ display: 'flex' }}>
        {step('first', 1, '«', page <= 1)}
        {step('previous', page - 1, '‹', page <= 1)}
        {step('next', page + 1, '›', page >= last)}
        {step('last', last, '»', page >= last)}
      </Box>
    </Box>
  );
}
