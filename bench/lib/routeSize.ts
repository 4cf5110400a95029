import type { RouteSize } from './budgets';
import { largest, measure, totals } from './sizes';

/** Sizes of one route's files, given where their bytes come from (the build or the browser). */
export function routeSize(route: string, files: string[], bytesOf: (file: string) => Buffer | undefined): RouteSize {
  const measured = files.map((file) => {
    const bytes = bytesOf(file);
    if (!bytes) throw new Error(`${route}: no bytes for ${file}`);
    return measure(file, bytes);
  });
  const scripts = measured.filter((file) => file.kind === 'js');
  return { route, js: totals(measured, 'js'), css: totals(measured, 'css'), largest: largest(scripts), files: measured };
}
