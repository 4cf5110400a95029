import altchaCss from 'altcha/altcha.css';
import { pageNonce } from '../../../ui/pageNonce';

/** The id ALTCHA gives its own stylesheet; it inserts none when one with this id is there. */
const ALTCHA_STYLE_ID = '__altcha-css';

/**
 * Defines <altcha-widget>. Its stylesheet goes in first, carrying the page's nonce: the one ALTCHA
 * would insert has none, and the Content Security Policy refuses inline styles without it.
 */
export async function loadAltcha(): Promise<void> {
  if (!document.getElementById(ALTCHA_STYLE_ID)) {
    const style = document.createElement('style');
    style.id = ALTCHA_STYLE_ID;
    const nonce = pageNonce();
    if (nonce) style.nonce = nonce;
    style.textContent = altchaCss;
    document.head.appendChild(style);
  }
  await import('altcha');
}
