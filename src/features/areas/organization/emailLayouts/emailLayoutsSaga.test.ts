import { API_PATHS } from '../../../../../contract/config';
import { sagaWorld } from '../../../../testing/sagaWorld';
import { emailLayoutsSaga } from './emailLayoutsSaga';
import { emailLayoutsSlice, emailReadRequested, selectEmailRead } from './emailLayoutsSlice';
import { envelope, LAYOUTS, OUTBOX, refusal, supportDeps } from './emailLayoutsFixtures';

/** The page's saga on the app's store with its slice injected, with a signed-in tab's deps and a fake server. */
function start(answers: Record<string, ReturnType<typeof envelope>[]>) {
  const { deps, transport } = supportDeps([], (request) => answers[request.path]?.shift());
  const { store, actions } = sagaWorld(deps, { saga: emailLayoutsSaga, slices: [emailLayoutsSlice] });
  const seen = () => actions.map((action) => action.type);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, transport, seen, settled };
}

test('reads the templates and the outbox through the pipeline, each into its own entry', async () => {
  const { store, transport, seen, settled } = start({
    [API_PATHS.getEmailLayouts]: [envelope(LAYOUTS)],
    [API_PATHS.getEmailOutbox]: [envelope(OUTBOX)],
  });
  store.dispatch(emailReadRequested('layouts'));
  expect(selectEmailRead(store.getState(), 'layouts').status).toBe('loading');
  store.dispatch(emailReadRequested('outbox'));
  await settled();
  expect(selectEmailRead(store.getState(), 'layouts')).toEqual({ status: 'ready', data: LAYOUTS, failure: null });
  expect(selectEmailRead(store.getState(), 'outbox')).toEqual({ status: 'ready', data: OUTBOX, failure: null });
  expect(transport.requests.map((request) => [request.path, request.headers?.Authorization])).toEqual([
    [API_PATHS.getEmailLayouts, 'Bearer access-0'],
    [API_PATHS.getEmailOutbox, 'Bearer access-0'],
  ]);
  // Nothing the session had to act on.
  expect(seen().filter((type) => !type.startsWith('emailLayouts/'))).toEqual([]);
});

test('keeps the server’s refusal as the failure, and a later request loads', async () => {
  const { store, settled } = start({ [API_PATHS.getEmailOutbox]: [refusal('Not now'), envelope(OUTBOX)] });
  store.dispatch(emailReadRequested('outbox'));
  await settled();
  expect(selectEmailRead(store.getState(), 'outbox')).toEqual({ status: 'failed', data: null, failure: 'Not now' });
  store.dispatch(emailReadRequested('outbox'));
  await settled();
  expect(selectEmailRead(store.getState(), 'outbox').status).toBe('ready');
  expect(selectEmailRead(store.getState(), 'layouts').status).toBe('idle');
});
