import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { profileSelectorOpened, selectCanSwitchProfile } from '../../profiles';
import { selectCustomer } from '../../session';
import { FallbackImage } from './FallbackImage';

/** The product logo shipped in public/assets, used when a customer has none or it is broken. */
export const DEFAULT_LOGO_URL = '/assets/images/takeflow-logo.svg';

/**
 * The customer logo (CustomerDetails.addnlLogoFile, else the default). When the user may switch
 * profile it is a button that opens the customer-profile selector (§2, §4).
 */
export function CustomerLogo({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const customer = useSelector(selectCustomer);
  const canSwitch = useSelector(selectCanSwitchProfile);
  const name = customer?.name ?? t('menu.logo.product');
  const size = compact ? { width: 54, height: 40 } : { width: 200, height: 48 };
  const image = (alt: string) => (
    <FallbackImage
      src={customer?.addnlLogoFile ?? DEFAULT_LOGO_URL}
      alt={alt}
      {...size}
      fallback={<img src={DEFAULT_LOGO_URL} alt={alt} style={{ ...size, objectFit: 'contain', display: 'block' }} />}
    />
  );
  if (!canSwitch) return image(t('menu.logo.alt', { name }));
  return (
    <ButtonBase
      aria-label={t('menu.logo.switch', { name })}
      onClick={() => dispatch(profileSelectorOpened())}
      sx={{ borderRadius: 1, p: 0.5, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      {image('')}
    </ButtonBase>
  );
}
