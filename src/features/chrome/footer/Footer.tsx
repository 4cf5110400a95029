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
      {/* In a new tab: reading the terms must not leave the app, nor hand it to the opened page. */}
      <a href={termsUrl} target="_blank" rel="noopener noreferrer">
        {t('chrome.footer.terms')} <span className="tf-visually-hidden">{t('chrome.footer.newTab')}</span>
      </a>
      <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
        {t('chrome.footer.privacy')} <span className="tf-visually-hidden">{t('chrome.footer.newTab')}</span>
      </a>
    </footer>
  );
}
