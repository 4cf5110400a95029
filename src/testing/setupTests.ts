import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { guardConsole } from './consoleGuard';
import { initTestI18n } from './i18n';

// These limits catch a test that hangs, not a slow one (speed is measured in bench/): a busy CI
// host can take over a second to load a lazy page's code or run a saga through its retries.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

initTestI18n();
guardConsole();
