import '@testing-library/jest-dom';
import { initTestI18n } from './i18n';

initTestI18n();
