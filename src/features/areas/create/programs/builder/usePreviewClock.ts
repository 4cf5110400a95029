import { useCallback, useEffect, useRef, useState } from 'react';
import { pieceAt, programTimeOf, totalOf, type Piece } from './sequence';

/** The last moment of a piece the clock still counts in it. */
const EPSILON = 0.001;

/**
 * The preview's program clock: a clip's own video says where the program is, a still or card
 * counts frames of the page; at a piece's end the next one starts from its in point.
 */
export function usePreviewClock(pieces: readonly Piece[]) {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const videos = useRef(new Map<string, HTMLVideoElement>());
  const clock = useRef({ time: 0, pieces });
  const total = totalOf(pieces);

  useEffect(() => {
    clock.current.pieces = pieces;
    if (clock.current.time > total) {
      clock.current.time = total;
      setTime(total);
    }
  }, [pieces, total]);

  /** Where a clip's video should be for program time t. */
  const cue = useCallback((piece: Piece, t: number) => {
    const video = videos.current.get(piece.id);
    if (!video) return;
    const at = piece.inSeconds + Math.min(piece.duration, Math.max(0, t - piece.start));
    if (Math.abs(video.currentTime - at) > 0.05) video.currentTime = at;
  }, []);

  const pauseAll = () => videos.current.forEach((video) => !video.paused && video.pause());

  const seek = useCallback(
    (t: number) => {
      const placed = Math.min(Math.max(0, t), totalOf(clock.current.pieces));
      clock.current.time = placed;
      setTime(placed);
      const at = pieceAt(clock.current.pieces, placed);
      const piece = at && clock.current.pieces[at.index];
      videos.current.forEach((video, id) => {
        if (id !== piece?.id && !video.paused) video.pause();
      });
      if (piece?.kind === 'clip') cue(piece, placed);
    },
    [cue],
  );

  useEffect(() => {
    if (!playing) {
      pauseAll();
      return undefined;
    }
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const { pieces: all } = clock.current;
      const at = pieceAt(all, clock.current.time);
      if (at === null) return setPlaying(false);
      const piece = all[at.index]!;
      let t = clock.current.time;
      if (piece.kind === 'clip') {
        const video = videos.current.get(piece.id);
        if (video && video.paused && !video.ended) {
          cue(piece, t);
          void video.play().catch(() => undefined);
        } else if (video && !video.seeking) t = video.ended ? piece.start + piece.duration : programTimeOf(piece, video.currentTime);
      } else t += (now - last) / 1000;
      last = now;
      if (t >= piece.start + piece.duration - EPSILON) {
        videos.current.get(piece.id)?.pause();
        const next = all[at.index + 1];
        if (next === undefined) {
          clock.current.time = totalOf(all);
          setTime(clock.current.time);
          return setPlaying(false);
        }
        t = next.start;
        if (next.kind === 'clip') cue(next, t);
      }
      clock.current.time = t;
      setTime(t);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, cue]);

  const toggle = useCallback(() => {
    if (!playing && clock.current.time >= totalOf(clock.current.pieces) - EPSILON) seek(0);
    setPlaying((was) => !was && clock.current.pieces.length > 0);
  }, [playing, seek]);

  const register = useCallback((id: string, video: HTMLVideoElement | null) => {
    if (video) videos.current.set(id, video);
    else videos.current.delete(id);
  }, []);

  /** A clip's video has loaded: it waits at the frame it will show. */
  const ready = useCallback(
    (piece: Piece) => {
      const now = clock.current.time;
      cue(piece, now >= piece.start && now < piece.start + piece.duration ? now : piece.start);
    },
    [cue],
  );

  return { time, playing, total, seek, toggle, register, ready };
}
