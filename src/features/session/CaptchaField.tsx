import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../contract/config';

/**
 * The ALTCHA proof-of-work check the server may ask for with the password (§7: the captcha
 * script is loaded on demand, so the sign-in page does not carry it until it is needed).
 */
export function CaptchaField({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const widget = useRef<HTMLElement>(null);

  useEffect(() => {
    // Importing the module defines <altcha-widget>; the element upgrades in place.
    import(/* webpackChunkName: "captcha" */ './captcha/loadAltcha').then(({ loadAltcha }) => loadAltcha()).catch(() => undefined);
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onSolved(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [onSolved]);

  const strings = JSON.stringify({
    label: t('session.captcha.label'),
    verified: t('session.captcha.verified'),
    verifying: t('session.captcha.verifying'),
    error: t('session.captcha.error'),
    expired: t('session.captcha.expired'),
    waitAlert: t('session.captcha.verifying'),
  });
  return (
    <div data-testid="captcha" className="tf-captcha">
      <altcha-widget
        ref={widget}
        challengeurl={API_PATHS.captchaChallenge}
        auto="onload"
        hidelogo
        hidefooter
        language={i18n.language}
        strings={strings}
      />
    </div>
  );
}
