import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlFiles } from './compile';

describe('htmlFiles', () => {
  it('lists the scripts and style sheets index.html loads, in order, whatever the quoting', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-html-')), 'index.html');
    writeFileSync(
      file,
      '<html><head><link rel=icon href=/favicon.svg><link rel="stylesheet" href="/static/css/a.css">' +
        '<script src=/browser-check.js></script><script defer src="/static/js/runtime.1.js"></script>' +
        "<script defer src='/static/js/main.2.js?v=1'></script><script src=https://cdn.example/x.js></script>" +
        '<script>inline()</script></head></html>',
    );
    expect(htmlFiles(file)).toEqual(['/static/css/a.css', '/browser-check.js', '/static/js/runtime.1.js', '/static/js/main.2.js']);
  });

  it('is empty when there is no index.html', () => {
    expect(htmlFiles('/nonexistent/index.html')).toEqual([]);
  });
});
