// Records one page of Chromium as a VP9 WebM: the DevTools screencast's frames (sent only when the
// page changes) are repeated at a fixed rate into ffmpeg, so the video's clock is the wall clock.
// Playwright's own recordVideo needs an ffmpeg build of its own, which this machine does not have.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export const FFMPEG = '/usr/bin/ffmpeg';
const FPS = 15;

/** A caption shown from `start` seconds until the next one (or the end). */
type Cue = { start: number; text: string };

export type Recording = {
  /** Shows `text` as the caption from now on (the step the viewer is watching). */
  caption(text: string): void;
  /** Seconds since the first frame. */
  elapsed(): number;
  /** Ends the video; its length in seconds and its captions. */
  stop(): Promise<{ seconds: number; cues: Cue[] }>;
};

const ffmpegDone = async (child: ReturnType<typeof spawn>, what: string): Promise<void> => {
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`ffmpeg failed (${code}) while ${what}`);
};

/**
 * Starts recording `page` into `file` (1280x720 VP9, constant quality, no sound). Screen content is
 * mostly still: at crf 40 a 40 s walkthrough is a few hundred KB, text stays sharp.
 */
export const record = async (page: Page, file: string): Promise<Recording> => {
  const encoder = spawn(
    FFMPEG,
    [
      ['-y', '-loglevel', 'error', '-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(FPS), '-i', '-'],
      ['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1'],
      ['-g', String(FPS * 5), '-pix_fmt', 'yuv420p', '-an', file],
    ].flat(),
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const finished = ffmpegDone(encoder, `encoding ${file}`);
  const cdp = await page.context().newCDPSession(page);
  let latest: Buffer | undefined;
  let started = 0;
  let written = 0;
  const cues: Cue[] = [];
  cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
    latest = Buffer.from(data, 'base64');
    if (!started) started = performance.now();
    void cdp.send('Page.screencastFrameAck', { sessionId });
  });
  const elapsed = () => (started ? (performance.now() - started) / 1000 : 0);
  // Catches up by the clock: a late tick (a busy machine) repeats the frame, the video keeps its pace.
  const pump = () => {
    if (!latest) return;
    for (const due = Math.floor(elapsed() * FPS); written < due; written++) encoder.stdin.write(latest);
  };
  const ticker = setInterval(pump, 1000 / FPS / 2);
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 92, maxWidth: 1280, maxHeight: 720 });
  return {
    caption: (text) => void cues.push({ start: elapsed(), text }),
    elapsed,
    async stop() {
      pump();
      clearInterval(ticker);
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      encoder.stdin.end();
      await finished;
      return { seconds: written / FPS, cues };
    },
  };
};

const timestamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `00:${two(Math.floor(ms / 60_000))}:${two(Math.floor(ms / 1000) % 60)}.${String(ms % 1000).padStart(3, '0')}`;
};

/** The captions as WebVTT: each cue lasts until the next starts, the last until the video ends. */
export const writeCaptions = (file: string, cues: readonly Cue[], seconds: number): void => {
  const blocks = cues.map(
    (cue, i) => `${timestamp(cue.start)} --> ${timestamp(cues[i + 1]?.start ?? seconds)}\n${cue.text}`,
  );
  writeFileSync(file, `WEBVTT\n\n${blocks.join('\n\n')}\n`);
};

/** The frame at `seconds` as a WebP poster. */
export const writePoster = async (video: string, seconds: number, poster: string): Promise<void> => {
  const child = spawn(
    FFMPEG,
    [
      '-y',
      '-loglevel',
      'error',
      '-ss',
      seconds.toFixed(2),
      '-i',
      video,
      '-frames:v',
      '1',
      '-c:v',
      'libwebp',
      '-quality',
      '80',
      poster,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await ffmpegDone(child, `taking the poster of ${video}`);
};
