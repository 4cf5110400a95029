import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '../../../../../../contract/config';
import type { MediaItem, UploadCaptionRequest } from '../../../../../../contract/media';
import { ROLE } from '../../../../../../contract/roles';
import type { HttpRequest } from '../../../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../../../testing/fakeDeps';
import { renderWithProviders } from '../../../../../testing/renderWithProviders';
import { tokenAnswer } from '../../../../../testing/signedInDeps';
import { signedInStorage } from '../../../../../testing/signedInStorage';
import { CaptionEditor } from './CaptionEditor';

jest.setTimeout(20_000);

const FRENCH = { language: 'fr', label: 'Français', url: '/cdn/derived/captions-fr-1.vtt' };
const ITEM = {
  key: 'org-1/footage/a',
  name: 'Launch day.mp4',
  canDelete: true,
  captions: [FRENCH],
} as Partial<MediaItem> as MediaItem;

const STORED = 'WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.500\nBonjour\n\n2\n00:00:02.000 --> 00:00:03.000\nÀ bientôt\n';

function editor(item: MediaItem = ITEM, refuse = false) {
  const sent: UploadCaptionRequest[] = [];
  const saved: { captions: unknown; language: string }[] = [];
  const clock = fakeClock();
  const transport = fakeTransport((request: HttpRequest) => {
    if (request.path === API_PATHS.token) return { status: 200, body: tokenAnswer([ROLE.creator]) };
    if (request.path === API_PATHS.uploadCaption) {
      const body = (request.json as { clientRequest: UploadCaptionRequest }).clientRequest;
      sent.push(body);
      if (refuse)
        return {
          status: 400,
          body: {
            status: 'Error',
            clientResponse: null,
            errorMessage: 'Not captions',
            code: 'validation',
            fields: [{ field: 'content', code: 'format' }],
          },
        };
      const track = { language: body.language, label: body.label, url: `/cdn/derived/captions-${body.language}-2.vtt` };
      return { status: 200, body: { status: 'Ok', clientResponse: { captions: [track] }, errorMessage: null } };
    }
    return { status: 200, body: { status: 'Ok', clientResponse: null, errorMessage: null } };
  });
  const storage = memoryStorage(signedInStorage({ now: clock.nowMs(), tokenLife: 300_000, username: 'creator@acme.test' }));
  const { deps } = fakeDeps({ transport, storage, clock });
  const read: string[] = [];
  const loadText = async (url: string) => {
    read.push(url);
    return STORED;
  };
  renderWithProviders(
    <CaptionEditor
      item={item}
      loadText={loadText}
      onClose={() => undefined}
      onSaved={(captions, language) => saved.push({ captions, language })}
    />,
    { deps, route: '/clips/list' },
  );
  return { sent, saved, read };
}

const cue = (number: number) => screen.getByRole('group', { name: `Cue ${number}` });

test('opens a language’s captions as a list of cues, edits words and timing, and saves them as WebVTT', async () => {
  const { sent, saved, read } = editor();
  await waitFor(() => expect(screen.getAllByTestId('caption-cue')).toHaveLength(2));
  expect(read).toEqual([FRENCH.url]);
  expect(within(cue(1)).getByRole('textbox', { name: 'Start' })).toHaveValue('00:00:00.500');
  expect(within(cue(1)).getByRole('textbox', { name: 'Text' })).toHaveValue('Bonjour');

  fireEvent.change(within(cue(1)).getByRole('textbox', { name: 'Text' }), { target: { value: 'Salut' } });
  fireEvent.change(within(cue(2)).getByRole('textbox', { name: 'End' }), { target: { value: '00:04.25' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add a cue' }));
  // A new cue starts where the last one ends.
  expect(within(cue(3)).getByRole('textbox', { name: 'Start' })).toHaveValue('00:00:04.250');
  fireEvent.change(within(cue(3)).getByRole('textbox', { name: 'Text' }), { target: { value: 'Fin' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save captions' }));

  expect(await screen.findByText('Captions saved.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      key: ITEM.key,
      language: 'fr',
      label: 'Français',
      content:
        'WEBVTT\n\n1\n00:00:00.500 --> 00:00:01.500\nSalut\n\n2\n00:00:02.000 --> 00:00:04.250\nÀ bientôt\n\n3\n00:00:04.250 --> 00:00:06.250\nFin\n',
    },
  ]);
  expect(saved).toEqual([{ captions: [{ language: 'fr', label: 'Français', url: '/cdn/derived/captions-fr-2.vtt' }], language: 'fr' }]);
});

test('removes a cue, and tells under each field what keeps the captions from being saved', async () => {
  const { sent } = editor();
  await waitFor(() => expect(screen.getAllByTestId('caption-cue')).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Remove cue 1' }));
  expect(screen.getAllByTestId('caption-cue')).toHaveLength(1);
  expect(within(cue(1)).getByRole('textbox', { name: 'Text' })).toHaveValue('À bientôt');

  fireEvent.change(within(cue(1)).getByRole('textbox', { name: 'Start' }), { target: { value: 'soon' } });
  fireEvent.change(within(cue(1)).getByRole('textbox', { name: 'Text' }), { target: { value: ' ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save captions' }));
  expect(await screen.findByText('Enter a time such as 00:01:02.500.')).toBeInTheDocument();
  expect(screen.getByText('Enter the words of this cue.')).toBeInTheDocument();
  expect(within(cue(1)).getByRole('textbox', { name: 'Start' })).toHaveAttribute('aria-invalid', 'true');

  fireEvent.change(within(cue(1)).getByRole('textbox', { name: 'Start' }), { target: { value: '00:00:05' } });
  fireEvent.change(within(cue(1)).getByRole('textbox', { name: 'Text' }), { target: { value: 'Later' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save captions' }));
  expect(await screen.findByText('The end must come after the start.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('writes a new language’s captions from an empty cue, named in that language', async () => {
  const { sent, read } = editor({ ...ITEM, captions: [] });
  await waitFor(() => expect(screen.getAllByTestId('caption-cue')).toHaveLength(1));
  expect(read).toEqual([]);
  fireEvent.change(screen.getByRole('textbox', { name: 'Language code' }), { target: { value: 'es' } });
  expect(screen.getByRole('textbox', { name: 'Name in the player' })).toHaveValue('Español');
  fireEvent.change(within(cue(1)).getByRole('textbox', { name: 'Text' }), { target: { value: 'Hola' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save captions' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ language: 'es', label: 'Español', content: 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\nHola\n' });
});

test('a refusal of the server is told above the cues, and nothing is reported saved', async () => {
  const { saved } = editor(ITEM, true);
  await waitFor(() => expect(screen.getAllByTestId('caption-cue')).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Save captions' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/./);
  expect(saved).toEqual([]);
  expect(screen.queryByText('Captions saved.')).toBeNull();
});
