import { fakeScreen } from '../../../testing/fakeChrome';
import { fakeDeps } from '../../../testing/fakeDeps';
import { runWithUi } from '../testing/runWithUi';
import { screenSaga } from './screenSaga';

describe('screenSaga', () => {
  it('starts from the current width and follows every resize', () => {
    const screen = fakeScreen(1200);
    const { ui, task } = runWithUi(screenSaga, fakeDeps({ screen }).deps);
    expect(ui().width).toBe(1200);
    screen.resize(1400);
    expect(ui().width).toBe(1400);
    screen.resize(1279);
    expect(ui().width).toBe(1279);
    task.cancel();
    screen.resize(1600);
    expect(ui().width).toBe(1279);
  });
});
