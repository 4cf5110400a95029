import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  rule: string;
  impact: string | null | undefined;
  /** The first few elements at fault, as CSS selectors. */
  nodes: string[];
}

/**
 * axe-core's violations on the page as it stands, within the `include` selector when given.
 * Legacy mode runs axe in the page itself. The default opens a blank tab for every check, to
 * merge results from cross-origin frames, which the app does not have; that tab cost about half
 * a second a check, and a11y.spec makes hundreds. Only violations are asked for: every rule
 * still runs, but axe no longer records each passing node, which took two thirds of a check.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // axe reads a shadow root's styles (the player's controls) by inserting copies of them, which
  // the page's CSP refuses, failing the test. Those pages skip that preload: only
  // css-orientation-lock needs it, and every route is checked with it in a11y.spec.
  const shadowRoots = await page.evaluate(() => [...document.querySelectorAll('*')].some((element) => element.shadowRoot !== null));
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], ...(shadowRoots ? { preload: false } : {}) });
  if (include !== undefined) builder.include(include);
  const result = await builder.analyze();
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}
