import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CountKey } from '../../../../contract/counts';

/** A count pill with a spoken label ("3 not viewed"); nothing when the count is 0. */
export function CountBadge({ countKey, count }: { countKey: CountKey; count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      role="img"
      aria-label={t(`menu.badge.${countKey}`, { count })}
      sx={{
        ml: 1,
        minWidth: 22,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
