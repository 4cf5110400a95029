import '@testing-library/jest-dom';
import { guardConsole } from './consoleGuard';
import { initTestI18n } from './i18n';

initTestI18n();
guardConsole();
