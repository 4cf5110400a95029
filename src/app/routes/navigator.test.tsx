import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeNavigator, NavigatorBridge } from './navigator';

let path = '';
function Probe() {
  path = useLocation().pathname;
  return null;
}

test('navigations asked for before the router mounts are replayed in order, then go straight through', () => {
  const navigator = makeNavigator();
  navigator.navigate('/login');
  navigator.navigate('/home/library', { replace: true });
  render(
    <MemoryRouter initialEntries={['/']}>
      <NavigatorBridge navigator={navigator} />
      <Probe />
    </MemoryRouter>,
  );
  expect(path).toBe('/home/library');
  act(() => navigator.navigate('/tasks'));
  expect(path).toBe('/tasks');
});

test('after the router unmounts, navigations wait again', () => {
  const navigator = makeNavigator();
  const view = render(
    <MemoryRouter initialEntries={['/']}>
      <NavigatorBridge navigator={navigator} />
      <Probe />
    </MemoryRouter>,
  );
  view.unmount();
  navigator.navigate('/later');
  render(
    <MemoryRouter initialEntries={['/']}>
      <NavigatorBridge navigator={navigator} />
      <Probe />
    </MemoryRouter>,
  );
  expect(path).toBe('/later');
});
