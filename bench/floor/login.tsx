// The "floor": the smallest login page the design card's libraries allow. It wires every library
// the real /login needs (store + saga, router, i18n, MUI form fields, snackbar) and nothing else,
// so the real bundle can be reported as a ratio of it.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import i18next from 'i18next';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';

const loginRequested = createAction<{ username: string; password: string }>('session/loginRequested');
const loginFailed = createAction<string>('session/loginFailed');
const reducer = createReducer({ error: '' }, (builder) => builder.addCase(loginFailed, (_state, action) => ({ error: action.payload })));

function* login(action: ReturnType<typeof loginRequested>) {
  const body = new URLSearchParams({ grant_type: 'password', ...action.payload });
  const response: Response = yield call(fetch, '/oauth/token', { method: 'POST', body });
  if (!response.ok) yield put(loginFailed('invalid'));
}

function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const error = useSelector((state: { error: string }) => state.error);
  const { enqueueSnackbar } = useSnackbar();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    dispatch(loginRequested({ username: String(form.get('username')), password: String(form.get('password')) }));
    if (error) enqueueSnackbar(t(error));
  };
  return (
    <form onSubmit={submit}>
      <TextField name="username" label={t('username')} autoComplete="username" />
      <TextField name="password" type="password" label={t('password')} autoComplete="current-password" />
      <FormControlLabel control={<Checkbox name="remember" />} label={t('remember')} />
      <Button type="submit" variant="contained">
        {t('signIn')}
      </Button>
    </form>
  );
}

const sagaMiddleware = createSagaMiddleware();
const store = configureStore({ reducer, middleware: (getDefault) => getDefault().concat(sagaMiddleware) });
sagaMiddleware.run(function* root() {
  yield takeLatest(loginRequested, login);
});
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: { username: 'Username', password: 'Password', remember: 'Remember me', signIn: 'Sign in', invalid: 'Invalid' } },
  },
});
const router = createBrowserRouter([{ path: '*', element: <LoginPage /> }]);
createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={store}>
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>
  </Provider>,
);
