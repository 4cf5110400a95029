import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAppInfo } from '../selectors';

/** §2: the footer with copyright year, version, and terms and privacy links (plain: /login shows it). */
export function Footer() {
  const { t } = useTranslation();
  const { year, version, termsUrl, privacyUrl } = useSelector(selectAppInfo);
  return (
    <footer className="tf-footer">
      <p>{t('chrome.footer.copyright', { year })}</p>
      <p data-testid="app-version">{t('chrome.footer.version', { version })}</p>
      <a href={termsUrl}>{t('chrome.footer.terms')}</a>
      <a href={privacyUrl}>{t('chrome.footer.privacy')}</a>
    </footer>
  );
}
