import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The page's name in the browser tab, window list and history (WCAG 2.4.2): "Sign in · Takeflow".
 * `titleKey` is an i18n key; the title follows the language.
 */
export function useDocumentTitle(titleKey: string): void {
  const { t } = useTranslation();
  const title = t(titleKey);
  const product = t('chrome.product');
  useEffect(() => {
    document.title = `${title} · ${product}`;
  }, [title, product]);
}
