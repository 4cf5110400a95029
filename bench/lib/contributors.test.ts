import { attribute, decodeLine, ownerOf } from './contributors';

describe('source-map attribution', () => {
  it('decodes VLQ segments relative to the previous one', () => {
    // "AAAA" = column 0, source 0; "KCAA" = column +5, source +1; "GAAA" = column +3, same source.
    expect(decodeLine('AAAA,KCAA,GAAA', { source: 0 })).toEqual([
      [0, 0],
      [5, 1],
      [8, 1],
    ]);
  });

  it('names packages, scoped packages and our own folders', () => {
    expect(ownerOf('webpack://takeflow/./node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(ownerOf('webpack://takeflow/./node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(ownerOf('webpack://takeflow/./src/features/session/LoginPage.tsx')).toBe('src/features/session');
  });

  it('splits a minified line between the sources its segments point at', () => {
    const map = JSON.stringify({
      sources: ['webpack://x/./node_modules/a/index.js', 'webpack://x/./src/app/App.tsx'],
      mappings: 'AAAA,KCAA',
    });
    const parts = attribute('aaaaabbbbbbbb', map);
    expect(Object.fromEntries(parts)).toEqual({ a: 5, 'src/app': 8 });
  });
});
