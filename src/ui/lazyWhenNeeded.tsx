import { lazy, Suspense, useState, type ComponentType } from 'react';

/** True from the first render where `value` was true, for good: a loaded overlay stays mounted. */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

/**
 * A component whose code is downloaded only when first needed — a dialog the first time it
 * opens, a banner the first time it shows. Until then it renders nothing and costs no bytes of
 * the first paint (bundle budget, docs/conventions.md §14); afterwards it stays mounted so it can close itself.
 */
export function lazyWhenNeeded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  function WhenNeeded({ needed, ...props }: P & { needed: boolean }) {
    const loaded = useLatch(needed);
    if (!loaded) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return WhenNeeded;
}

/** Loads a component together with the product theme it renders in (see MuiScope). */
async function themed<P extends object>(load: () => Promise<ComponentType<P>>): Promise<{ default: ComponentType<P> }> {
  const [Component, { withMui }] = await Promise.all([load(), import(/* webpackChunkName: "mui-scope" */ './MuiScope')]);
  return { default: withMui(Component) };
}

/** lazyWhenNeeded for an MUI overlay: the overlay, MUI and the theme arrive together. */
export function lazyMuiWhenNeeded<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyWhenNeeded(() => themed(load));
}

/** An MUI page for a route: page, MUI and theme load together when the route is first opened. */
export function lazyMuiPage(load: () => Promise<ComponentType>) {
  return lazy(() => themed(load));
}
