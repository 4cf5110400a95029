import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { profileSelectorOpened, selectCanSwitchProfile } from '../../profiles';
import { selectCustomer } from '../../session';
import { FallbackImage } from '../../../ui/FallbackImage';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** The product logo shipped in public/assets, used when a customer has none or it is broken. */
export const DEFAULT_LOGO_URL = '/assets/images/takeflow-logo.svg';

/** Up to two initials of the organisation: what stays readable in the 70-pixel rail. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0] ?? ''];
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

function Monogram({ name, alt }: { name: string; alt: string }) {
  return (
    <Box
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        fontSize: 16,
        letterSpacing: 0.5,
      }}
    >
      {initialsOf(name)}
    </Box>
  );
}

const PLATE = { bgcolor: '#fff', borderRadius: 1, px: 0.75, py: 0.5, display: 'flex' } as const;

/**
 * What the top of the sidebar shows. In the rail, the organisation's initials: a wide logo is
 * unreadable at 70 px. With the panel open, the custom logo on a light plate (logos are drawn for
 * light backgrounds, dark mode included); without one, or when it breaks, the default logo
 * (§3, §8) with the organisation's name under it, so the organisation is never invisible.
 */
function Mark({ compact, name, logo, alt }: { compact: boolean; name: string | null; logo: string | null; alt: string }) {
  if (compact && name) return <Monogram name={name} alt={alt} />;
  const fallback = (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0, maxWidth: '100%' }}>
      <Box sx={PLATE}>
        <img
          src={DEFAULT_LOGO_URL}
          alt={alt}
          style={{
            // In the rail only the square mark (the first 37 of the drawing's 160 units): a cut
            // word would read "ta".
            width: compact ? 28 : 120,
            height: 30,
            objectFit: compact ? 'cover' : 'contain',
            objectPosition: 'left',
            display: 'block',
          }}
        />
      </Box>
      {name && !compact ? (
        <Box
          component="span"
          aria-hidden
          data-testid="organisation-name"
          sx={{
            fontWeight: 600,
            fontSize: 15,
            lineHeight: 1.3,
            textAlign: 'left',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {name}
        </Box>
      ) : null}
    </Box>
  );
  if (!logo) return fallback;
  return (
    <FallbackImage src={logo} alt={alt} width={200} height={44} fallback={fallback} frame={(image) => <Box sx={PLATE}>{image}</Box>} />
  );
}

/**
 * The organisation at the top of the sidebar (CustomerDetails.addnlLogoFile, else its name). When
 * the user may switch profile it is a button that opens the customer-profile selector (§2, §4).
 */
export function CustomerLogo({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const customer = useSelector(selectCustomer);
  const canSwitch = useSelector(selectCanSwitchProfile);
  const name = customer?.name?.trim() || null;
  const label = name ?? t('menu.logo.product');
  const logo = customer?.addnlLogoFile ?? null;
  if (!canSwitch) return <Mark compact={compact} name={name} logo={logo} alt={t('menu.logo.alt', { name: label })} />;
  return (
    <ButtonBase
      title={label}
      onClick={() => dispatch(profileSelectorOpened())}
      sx={{ borderRadius: 1, p: 0.5, maxWidth: '100%', minWidth: 0, justifyContent: 'flex-start' }}
    >
      {/* The name comes from this text, not aria-label: the initials shown in the rail are not
          part of it, and a label that leaves out visible text trips voice control (WCAG 2.5.3). */}
      <VisuallyHidden>{t('menu.logo.switch', { name: label })}</VisuallyHidden>
      <Mark compact={compact} name={name} logo={logo} alt="" />
    </ButtonBase>
  );
}
