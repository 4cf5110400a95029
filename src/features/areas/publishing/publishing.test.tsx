import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyProgramItem, NamedTargets, ProgramPublication } from '../../../../contract';
import { STORAGE_KEYS } from '../../../api';
import type { HttpRequest } from '../../../platform/deps';
import { fakeClock, fakeDeps, fakeTransport, memoryStorage } from '../../../testing/fakeDeps';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { ReviewDialog } from '../tasks/ReviewDialog';
import { ProgramPublishingCell } from './ProgramPublishingCell';

jest.setTimeout(20_000);

const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const OPTIONS: NamedTargets = { channels: [{ id: 3, name: 'Customer stories' }], members: [{ id: 5, name: 'Vera Viewer' }] };
const PUBLICATION: ProgramPublication = {
  programId: 7,
  status: 'pending_approval',
  round: 2,
  proposal: { channels: [{ id: 3, name: 'Customer stories' }], members: [] },
  publishedTo: { channels: [], members: [] },
  followerCount: 0,
  publishedAt: null,
  earlierReviews: [
    { round: 1, reviewer: 'Mia Manager', decision: 'rejected', comment: 'Shorter intro', decidedAt: '2026-01-04T10:00:00.000Z' },
  ],
};
const DRAFT: MyProgramItem = {
  id: 7,
  title: 'Brand guidelines walkthrough',
  status: 'draft',
  createdAt: '2026-01-01T10:00:00.000Z',
  review: null,
  video: { key: 'customers/1/uploads/a.mp4', name: 'a.mp4' },
  reviewComments: 0,
};

/** A signed-in tab whose server answers the publishing calls and records what it was sent. */
function render(ui: React.ReactElement) {
  const sent: { name: string; body: unknown }[] = [];
  const handler = (request: HttpRequest) => {
    const name = request.path.split('/').pop() ?? '';
    const body = (request.json as { clientRequest: unknown }).clientRequest;
    sent.push({ name, body });
    const answers: Record<string, unknown> = {
      getPublishTargetOptions: OPTIONS,
      getProgramPublication: PUBLICATION,
      submitProgram: { programId: 7, approvers: 2, selfApproval: false },
    };
    return { status: 200, body: { status: 'Ok', clientResponse: answers[name] ?? null, errorMessage: null } };
  };
  const storage = memoryStorage({
    [STORAGE_KEYS.accessToken]: 'access-0',
    [STORAGE_KEYS.refreshToken]: 'refresh-0',
    [STORAGE_KEYS.tokenExpiry]: String(START + 300_000),
    [STORAGE_KEYS.lastActivity]: String(START),
  });
  const { deps } = fakeDeps({ transport: fakeTransport(handler), storage, clock: fakeClock(START) });
  renderWithProviders(ui, { deps });
  return sent;
}

test('the author submits a draft with a video, proposing a channel picked from the organisation’s, and reads earlier reviews', async () => {
  const sent = render(<ProgramPublishingCell program={DRAFT} />);
  fireEvent.click(screen.getByRole('button', { name: 'Submit Brand guidelines walkthrough for approval' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('“Shorter intro”')).toBeTruthy();
  expect(within(dialog).getByText(/Round 1: rejected by Mia Manager/)).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Propose channels and people/ }), { target: { value: 'Cust' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Customer stories' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(sent.find((call) => call.name === 'submitProgram')).toBeDefined());
  expect(sent.find((call) => call.name === 'submitProgram')?.body).toEqual({ programId: 7, proposal: { channelIds: [3], memberIds: [] } });
  expect(
    sent.find((call) => call.name === 'getPublishTargetOptions' && (call.body as { search?: string }).search === 'Cust'),
  ).toBeDefined();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a draft without a video cannot be submitted; it says why', () => {
  render(<ProgramPublishingCell program={{ ...DRAFT, video: null }} />);
  expect(screen.queryByRole('button', { name: /Submit/ })).toBeNull();
  expect(screen.getByText('Choose a video to submit it')).toBeTruthy();
});

test('the approval dialog is pre-filled with the author’s proposal and confirms the targets chosen', async () => {
  const onConfirm = jest.fn();
  render(<ReviewDialog title="Brand guidelines walkthrough" programId={7} decision="approved" onCancel={() => {}} onConfirm={onConfirm} />);
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('#Customer stories')).toBeTruthy();
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Publish to' }), { target: { value: 'Vera' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Vera Viewer' }));
  fireEvent.click(within(dialog).getByRole('button', { name: /Approve/ }));
  await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('', { channelIds: [3], memberIds: [5] }));
});
