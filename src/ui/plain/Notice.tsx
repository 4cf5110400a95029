import type { HTMLAttributes, ReactNode } from 'react';

export type NoticeSeverity = 'error' | 'warning' | 'info';

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'children'> {
  severity: NoticeSeverity;
  children: ReactNode;
}

/**
 * A message box in the page (the plain counterpart of MUI's Alert). Errors are announced at
 * once (role alert); the others politely (role status), unless the caller says otherwise.
 */
export function Notice({ severity, children, role, ...rest }: NoticeProps) {
  return (
    <div {...rest} role={role ?? (severity === 'error' ? 'alert' : 'status')} className={`tf-notice tf-notice--${severity}`}>
      {children}
    </div>
  );
}
