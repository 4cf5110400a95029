import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptionTrack, MediaItem } from '../../../../../../contract/media';
import { formRefusal } from '../../../../../api/fieldErrors';
import { useAreaRuntime } from '../../../../../ui/areaRuntime';
import { fetchCaptionText, uploadCaption } from './captionsApi';
import { CueFields, type CueProblems, type DraftCue } from './CueFields';
import { formatTime, parseTime, parseWebVtt, toWebVtt, type Cue } from './webVtt';

const NEW = '';
/** A new cue lasts this long after the one before it. */
const NEW_CUE_SECONDS = 2;
const LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

let nextId = 0;
const draftOf = (cue: Cue): DraftCue => ({ id: (nextId += 1), start: formatTime(cue.start), end: formatTime(cue.end), text: cue.text });

/** The language's name in its own language, for a new track's menu entry: "Français" for fr. */
function nameOf(language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    return language;
  }
}

/** The cues when every one is whole (times read, end after start, words), else what is wrong with each. */
function check(drafts: readonly DraftCue[], t: (key: string) => string): { cues: Cue[] } | { problems: Record<number, CueProblems> } {
  const problems: Record<number, CueProblems> = {};
  const cues: Cue[] = [];
  for (const draft of drafts) {
    const start = parseTime(draft.start);
    const end = parseTime(draft.end);
    const found: CueProblems = {};
    if (start === null) found.start = t('create.media.captions.badTime');
    if (end === null) found.end = t('create.media.captions.badTime');
    else if (start !== null && end <= start) found.end = t('create.media.captions.endBeforeStart');
    if (draft.text.trim() === '') found.text = t('create.media.captions.noText');
    if (Object.keys(found).length > 0) problems[draft.id] = found;
    else cues.push({ start: start!, end: end!, text: draft.text });
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { cues: cues.sort((a, b) => a.start - b.start) };
}

/**
 * Edits one language's captions of an item in the page (§2 Create): its cues as a list of start,
 * end and words; saved as WebVTT through media/uploadCaption, which answers the item's tracks.
 */
export function CaptionEditor({
  item,
  onSaved,
  onClose,
  loadText = fetchCaptionText,
}: {
  item: MediaItem;
  /** The item's tracks once saved, and the language saved. */
  onSaved: (captions: CaptionTrack[], language: string) => void;
  onClose: () => void;
  loadText?: (url: string) => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation();
  const { run } = useAreaRuntime();
  const headingId = useId();
  const [language, setLanguage] = useState(item.captions[0]?.language ?? NEW);
  const [newLanguage, setNewLanguage] = useState(i18n.language.split('-')[0] ?? 'en');
  const [label, setLabel] = useState(item.captions[0]?.label ?? nameOf(newLanguage));
  const [drafts, setDrafts] = useState<DraftCue[] | null>(null);
  const [problems, setProblems] = useState<Record<number, CueProblems>>({});
  const [languageProblem, setLanguageProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const track = item.captions.find((c) => c.language === language);
  const trackUrl = track?.url;
  const loading = useRef(0);
  // The track just saved holds the cues on screen: it is not read back.
  const justSaved = useRef<string | null>(null);

  useEffect(() => {
    const ticket = (loading.current += 1);
    if (trackUrl !== undefined && trackUrl === justSaved.current) return;
    setProblems({});
    setFailure(null);
    if (trackUrl === undefined) {
      setDrafts([draftOf({ start: 0, end: NEW_CUE_SECONDS, text: '' })]);
      return;
    }
    setDrafts(null);
    void loadText(trackUrl).then((text) => {
      if (ticket !== loading.current) return;
      if (text === null) setFailure(t('create.media.captions.unreadable'));
      setDrafts((text === null ? [] : parseWebVtt(text)).map(draftOf));
    });
  }, [trackUrl, loadText, t]);

  const choose = (value: string) => {
    setLanguage(value);
    setSaved(false);
    setLabel(item.captions.find((c) => c.language === value)?.label ?? nameOf(newLanguage));
  };

  const change = (next: DraftCue[]) => {
    setDrafts(next);
    setSaved(false);
  };

  const addCue = () => {
    const last = drafts?.at(-1);
    const start = (last && parseTime(last.end)) ?? 0;
    change([...(drafts ?? []), draftOf({ start, end: start + NEW_CUE_SECONDS, text: '' })]);
  };

  const save = async () => {
    if (drafts === null) return;
    const target = language === NEW ? newLanguage.trim() : language;
    const badLanguage = LANGUAGE.test(target) ? null : t('create.media.captions.badLanguage');
    setLanguageProblem(badLanguage);
    const checked = check(drafts, t);
    setProblems('problems' in checked ? checked.problems : {});
    if (badLanguage !== null || 'problems' in checked || label.trim() === '') return;
    if (checked.cues.length === 0) {
      setFailure(t('create.media.captions.noCues'));
      return;
    }
    setSaving(true);
    setFailure(null);
    const answer = await run(uploadCaption, { key: item.key, language: target, label: label.trim(), content: toWebVtt(checked.cues) });
    setSaving(false);
    if (answer?.status === 'Ok' && answer.clientResponse !== null) {
      const captions = answer.clientResponse.captions;
      justSaved.current = captions.find((c) => c.language === target)?.url ?? null;
      setSaved(true);
      setLanguage(target);
      onSaved(captions, target);
    } else if (answer !== null) {
      setFailure(formRefusal(t, answer, []).failure);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }} data-testid="caption-editor">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t('create.media.captions.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('create.media.captions.language')}
          value={language}
          onChange={(event) => choose(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {item.captions.map((c) => (
            <MenuItem key={c.language} value={c.language}>
              {`${c.label} (${c.language})`}
            </MenuItem>
          ))}
          <MenuItem value={NEW}>{t('create.media.captions.newLanguage')}</MenuItem>
        </TextField>
        {language === NEW && (
          <TextField
            size="small"
            label={t('create.media.captions.languageCode')}
            value={newLanguage}
            onChange={(event) => {
              setNewLanguage(event.target.value);
              setLabel(nameOf(event.target.value.trim()));
            }}
            error={languageProblem !== null}
            helperText={languageProblem ?? t('create.media.captions.languageHint')}
            sx={{ width: { sm: 160 } }}
          />
        )}
        <TextField
          size="small"
          label={t('create.media.captions.label')}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          error={label.trim() === ''}
          helperText={label.trim() === '' ? t('create.media.captions.noLabel') : t('create.media.captions.labelHint')}
          sx={{ width: { sm: 220 } }}
        />
      </Stack>
      {failure !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {drafts === null ? (
        <Typography role="status">{t('create.media.captions.loading')}</Typography>
      ) : (
        <Box component="ol" aria-label={t('create.media.captions.cues')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {drafts.map((cue, i) => (
            <li key={cue.id}>
              <CueFields
                cue={cue}
                number={i + 1}
                problems={problems[cue.id] ?? {}}
                onChange={(next) => change(drafts.map((d) => (d.id === next.id ? next : d)))}
                onRemove={() => change(drafts.filter((d) => d.id !== cue.id))}
              />
            </li>
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={addCue} disabled={drafts === null}>
          {t('create.media.captions.addCue')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Typography role="status" color="success.main" sx={{ mr: 1 }}>
          {saved ? t('create.media.captions.saved') : ''}
        </Typography>
        <Button onClick={onClose}>{t('create.media.captions.closeEditor')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={drafts === null || saving}>
          {t('create.media.captions.save')}
        </Button>
      </Stack>
    </Box>
  );
}
