import { deferredFiles, eagerFiles, targetsOf } from './routes';

const graph = {
  pageFiles: ['/browser-check.js', '/static/js/runtime.js', '/static/js/vendor.js', '/static/js/main.js'],
  entryFiles: ['/static/js/runtime.js', '/static/js/vendor.js', '/static/js/main.js'],
  lazy: [
    { target: 'src/app/shell/Shell.tsx', files: ['/static/js/mui.js', '/static/js/shell.js'] },
    { target: 'src/features/areas/home/LibraryPage.tsx', files: ['/static/js/library.js', '/static/js/mui.js'] },
    { target: 'src/features/areas/clips/ClipsPage.tsx', files: ['/static/js/clips.js'] },
    { target: 'node_modules/workbox-window/build/workbox-window.prod.es5.mjs', files: ['/static/js/workbox.js', '/static/js/vendor.js'] },
  ],
};

describe('eagerFiles', () => {
  it('is what index.html loads for a route without lazy targets', () => {
    expect(eagerFiles(graph, { path: '/login', lazyTargets: [] })).toEqual(graph.pageFiles);
  });

  it('adds each target’s files once, shared chunks included', () => {
    const files = eagerFiles(graph, {
      path: '/home/library',
      lazyTargets: ['src/app/shell/Shell.tsx', 'src/features/areas/home/LibraryPage.tsx'],
    });
    expect(files).toEqual([...graph.pageFiles, '/static/js/mui.js', '/static/js/shell.js', '/static/js/library.js']);
  });

  it('refuses a target the build does not import, naming the ones it does', () => {
    expect(() => eagerFiles(graph, { path: '/home/library', lazyTargets: ['src/features/areas/home/Gone.tsx'] })).toThrow(
      /no import\(\) of src\/features\/areas\/home\/Gone.tsx .*src\/features\/areas\/clips\/ClipsPage.tsx/,
    );
  });
});

describe('targetsOf', () => {
  it('names the import() targets whose files the browser loaded', () => {
    const observed = [...graph.pageFiles, '/static/js/shell.js', '/static/js/mui.js', '/static/js/library.js'];
    expect(targetsOf(graph, observed)).toEqual(['src/app/shell/Shell.tsx', 'src/features/areas/home/LibraryPage.tsx']);
  });
});

describe('deferredFiles', () => {
  it('names the files only a deferred import() target loads, a folder pattern matching any module in it', () => {
    expect(deferredFiles(graph, { path: '/login', lazyTargets: [] }, ['node_modules/workbox-window/'])).toEqual(['/static/js/workbox.js']);
  });

  it('keeps a file the route needs anyway', () => {
    const route = { path: '/home/library', lazyTargets: ['src/features/areas/clips/ClipsPage.tsx'] };
    expect(deferredFiles(graph, route, ['src/features/areas/clips/'])).toEqual([]);
  });
});
