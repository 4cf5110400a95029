import Box from '@mui/material/Box';

/** A program's thumbnail where it has media; a neutral frame of the same size where it has none. */
export function ProgramThumbnail({ url }: { url: string | null }) {
  const frame = { width: 64, height: 36, borderRadius: 1, display: 'block', flexShrink: 0 } as const;
  if (url === null) {
    return (
      <Box aria-hidden="true" sx={{ ...frame, bgcolor: 'action.hover', position: 'relative' }}>
        <Box
          sx={{
            position: 'absolute',
            left: 26,
            top: 11,
            width: 0,
            height: 0,
            borderTop: '7px solid transparent',
            borderBottom: '7px solid transparent',
            borderLeft: '12px solid',
            borderLeftColor: 'text.disabled',
          }}
        />
      </Box>
    );
  }
  return <Box component="img" src={url} alt="" loading="lazy" sx={{ ...frame, objectFit: 'cover' }} />;
}
