import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui';
import { Footer } from '../footer/Footer';

/** A plain, readable page for the browser notices (§2 /no-support routes). */
export function NoticePage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(titleKey);
  const title = t(titleKey);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', p: 4 }}
      >
        <Paper sx={{ maxWidth: 640, p: 4, mt: 8 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
