// jsdom lacks a few globals the browser has and React Router and the session code use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
