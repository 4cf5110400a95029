/**
 * media-chrome draws each control from an HTML template whose <style> elements land in the
 * control's shadow root. The page's Content Security Policy admits only styles carrying the
 * page's nonce (server/web/securityHeaders.ts), so every template is given it before any control
 * is created; the styles are then applied and nothing is refused.
 */
type Templated = { getTemplateHTML?: (...args: unknown[]) => string };

const STYLE_WITHOUT_NONCE = /<style(?![^>]*\snonce=)/g;

export function withNonce(html: string, nonce: string): string {
  return html.replace(STYLE_WITHOUT_NONCE, `<style nonce="${nonce}"`);
}

export function nonceTemplates(classes: readonly unknown[], nonce: string | undefined): void {
  if (!nonce) return;
  for (const candidate of classes) {
    if (typeof candidate !== 'function') continue;
    const element = candidate as Templated;
    const template = element.getTemplateHTML;
    if (typeof template !== 'function' || !Object.prototype.hasOwnProperty.call(element, 'getTemplateHTML')) continue;
    element.getTemplateHTML = function (this: unknown, ...args: unknown[]) {
      return withNonce(template.apply(this, args), nonce);
    };
  }
}
