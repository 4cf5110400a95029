import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeNavigator, NavigatorBridge, type AppNavigator } from './navigator';

let path = '';
function Probe() {
  path = useLocation().pathname;
  return null;
}

const mountRouter = (navigator: AppNavigator) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <NavigatorBridge navigator={navigator} />
      <Probe />
    </MemoryRouter>,
  );

test('navigations asked for before the router mounts are replayed in order, then go straight through', () => {
  const navigator = makeNavigator();
  navigator.navigate('/login');
  navigator.navigate('/home/library', { replace: true });
  mountRouter(navigator);
  expect(path).toBe('/home/library');
  act(() => navigator.navigate('/tasks'));
  expect(path).toBe('/tasks');
});

test('after the router unmounts, navigations wait again', () => {
  const navigator = makeNavigator();
  mountRouter(navigator).unmount();
  navigator.navigate('/later');
  expect(path).toBe('/');
  mountRouter(navigator);
  expect(path).toBe('/later');
});
