/** A text link in Home's lists, styled here: MUI's Link would add its own chunk to /home/library (bundle budget). */
export const linkSx = {
  color: 'primary.main',
  textDecoration: 'underline',
  textDecorationColor: 'rgba(0, 0, 0, 0.3)',
  textUnderlineOffset: '2px',
  '&:hover': { textDecorationColor: 'currentColor' },
} as const;
