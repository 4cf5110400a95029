// jsdom lacks TextEncoder and TextDecoder, which React Router needs when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
