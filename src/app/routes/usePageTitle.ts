import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AREAS, pageTitleOf } from '../../features/areas';

/** The browser tab names the signed-in page, by the area registry's title keys. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = pageTitleOf(pathname, AREAS)?.titleKey;
  useEffect(() => {
    if (titleKey !== undefined) document.title = t('areas.documentTitle', { title: t(titleKey) });
  }, [t, titleKey]);
}
