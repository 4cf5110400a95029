import type { ReactNode } from 'react';
import { Footer } from '../../chrome';

/** The frame of the public pages beside /login, drawn like it with the plain parts (no MUI). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="tf-page">
      <main className="tf-page__main">
        <section className="tf-card" aria-labelledby="account-title">
          <h1 className="tf-card__title" id="account-title">
            {title}
          </h1>
          {children}
        </section>
      </main>
      <Footer />
    </div>
  );
}

/** A message key of ours (session.…, or api.fieldErrors.… for a refused field), or the server's own words. */
export const shownError = (error: string, t: (key: string) => string) =>
  error.startsWith('session.') || error.startsWith('api.fieldErrors.') ? t(error) : error;
