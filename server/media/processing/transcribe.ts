import path from 'node:path';
import { sameLanguage, saveTrack } from '../captionStore';
import { toWebVtt } from './captions';
import { SAFE_INPUT, type ProbeFacts } from './probe';
import type { ItemWork } from './stages';
import { runTool, ToolError } from './tools';

/** What the step did: no model configured, nothing to hear, a person's track kept, the model's track stored, or the model failed. */
export type TranscribeOutcome = 'off' | 'silent' | 'kept' | 'stored' | 'failed';

/** The menu name of a generated track: the language's name in that language ("English", "français"). */
function labelOf(language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/**
 * captions.transcribe, the last step of an item with sound, only where an operator configured a
 * model (SPEECH_TO_TEXT_COMMAND): the sound as 16 kHz mono WAV is handed to the command, which
 * prints WebVTT; that becomes the item's track of SPEECH_TO_TEXT_LANGUAGE, marked generated. A
 * person's track of that language is never replaced. The model is an extra: its failure, or words
 * that are not captions, leave the item without a generated track, never failed.
 */
export async function transcribe(work: ItemWork, facts: ProbeFacts | null): Promise<TranscribeOutcome> {
  const { deps, row, input, out } = work;
  const command = deps.limits.speechToTextCommand;
  if (command === null) return 'off';
  if (facts === null || facts.kind === 'image' || facts.audioCodec === null) return 'silent';
  const language = deps.limits.speechToTextLanguage;
  const byPerson = (captions: { language: string; generated?: boolean }[]) =>
    captions.some((c) => sameLanguage(c.language, language) && c.generated !== true);
  const current = await deps.db.query<{ captions: { language: string; generated?: boolean }[] }>(
    'SELECT captions FROM media_processing WHERE key = $1',
    [row.key],
  );
  if (byPerson(current[0]?.captions ?? [])) return 'kept';
  const sound = path.join(out, 'speech.wav');
  let printed: string;
  try {
    await runTool(deps.tools, deps.tools.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-y', '-threads', '2', ...SAFE_INPUT, '-i', `file:${input}`],
      ...['-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', sound],
    ]);
    printed = await runTool(deps.tools, command, [sound], { cwd: out });
  } catch (error) {
    if (error instanceof ToolError) return 'failed';
    throw error;
  }
  const vtt = toWebVtt(printed);
  if (vtt === null) return 'failed';
  const saved = await saveTrack(
    deps.db,
    deps.files,
    row.customerId,
    row.key,
    { language, label: labelOf(language), generated: true },
    vtt,
    // A person may have saved captions of that language while the model ran: theirs stay.
    (captions) => !byPerson(captions),
  );
  return saved?.some((c) => c.generated === true && sameLanguage(c.language, language)) ? 'stored' : 'kept';
}
