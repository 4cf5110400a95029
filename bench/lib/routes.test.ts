import { eagerFiles, targetsOf } from './routes';

const graph = {
  pageFiles: ['/browser-check.js', '/static/js/runtime.js', '/static/js/vendor.js', '/static/js/main.js'],
  entryFiles: ['/static/js/runtime.js', '/static/js/vendor.js', '/static/js/main.js'],
  lazy: [
    { target: 'src/app/shell/Shell.tsx', files: ['/static/js/mui.js', '/static/js/shell.js'] },
    { target: 'src/areas/home/LibraryPage.tsx', files: ['/static/js/library.js', '/static/js/mui.js'] },
    { target: 'src/areas/clips/ClipsPage.tsx', files: ['/static/js/clips.js'] },
  ],
};

describe('eagerFiles', () => {
  it('is what index.html loads for a route without lazy targets', () => {
    expect(eagerFiles(graph, { path: '/login', lazyTargets: [] })).toEqual(graph.pageFiles);
  });

  it('adds each target’s files once, shared chunks included', () => {
    const files = eagerFiles(graph, { path: '/home/library', lazyTargets: ['src/app/shell/Shell.tsx', 'src/areas/home/LibraryPage.tsx'] });
    expect(files).toEqual([...graph.pageFiles, '/static/js/mui.js', '/static/js/shell.js', '/static/js/library.js']);
  });

  it('refuses a target the build does not import, naming the ones it does', () => {
    expect(() => eagerFiles(graph, { path: '/home/library', lazyTargets: ['src/areas/home/Gone.tsx'] })).toThrow(
      /no import\(\) of src\/areas\/home\/Gone.tsx .*src\/areas\/clips\/ClipsPage.tsx/,
    );
  });
});

describe('targetsOf', () => {
  it('names the import() targets whose files the browser loaded', () => {
    const observed = [...graph.pageFiles, '/static/js/shell.js', '/static/js/mui.js', '/static/js/library.js'];
    expect(targetsOf(graph, observed)).toEqual(['src/app/shell/Shell.tsx', 'src/areas/home/LibraryPage.tsx']);
  });
});
