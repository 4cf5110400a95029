/** An indeterminate progress ring drawn by the stylesheet; `label` names it for screen readers. */
export function ProgressRing({ label }: { label: string }) {
  return <span role="progressbar" aria-label={label} className="tf-ring" />;
}
