/** Public surface of the live-updates feature. */
export { liveSaga } from './liveSaga';
