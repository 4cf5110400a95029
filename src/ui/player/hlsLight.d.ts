// hls.js ships the light build (no subtitles, alternate audio or DRM: captions are sidecar WebVTT
// tracks here) without its own declarations; its API is the full build's.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
