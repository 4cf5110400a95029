import TextField from '@mui/material/TextField';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ROLE } from '../../../contract/roles';
import { CreateUserRequestSchema, type CreateUserRequest } from '../../../contract/schemas/users';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useServiceForm, type Refusal } from './useServiceForm';

// Typing into MUI fields takes a while on a busy machine.
jest.setTimeout(20_000);

beforeEach(async () => {
  await i18next.changeLanguage('fr');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

type Values = { username: string; displayName: string };

/** A form over the user creation call's own schema, sending what `answer` says the server answered. */
function UserForm({ answer, sent }: { answer: Refusal | null; sent: CreateUserRequest[] }) {
  const { field, submit, failure } = useServiceForm({
    schema: CreateUserRequestSchema,
    defaultValues: { username: '', displayName: '' } satisfies Values,
    toRequest: (values: Values): CreateUserRequest => ({ ...values, roleIds: [ROLE.viewer] }),
    aliases: { email: 'username' },
  });
  return (
    <form
      noValidate
      onSubmit={submit(async (request) => {
        sent.push(request);
        return answer;
      })}
    >
      {failure && <p role="alert">{failure}</p>}
      <TextField label="Email" {...field('username', 'The address they sign in with')} />
      <TextField label="Name" {...field('displayName')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(answer: Refusal | null = null) {
  const sent: CreateUserRequest[] = [];
  renderWithProviders(<UserForm answer={answer} sent={sent} />);
  return sent;
}

test('an empty required field and a malformed address are named under their fields in French, and nothing is sent', async () => {
  const sent = renderForm();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The address they sign in with');
  await userEvent.type(screen.getByLabelText('Email'), 'not an address');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Renseignez ce champ.'));
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription("Le format n'est pas valide.");
  expect(sent).toEqual([]);
});

test('a value longer than the schema allows reads as the server’s too_long, and the fixed form sends the request', async () => {
  const sent = renderForm();
  await userEvent.type(screen.getByLabelText('Email'), 'nia@acme.test');
  await userEvent.click(screen.getByLabelText('Name'));
  await userEvent.paste('N'.repeat(121));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Cette valeur est trop longue.'));
  expect(sent).toEqual([]);
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), 'Nia');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toEqual([{ username: 'nia@acme.test', displayName: 'Nia', roleIds: [ROLE.viewer] }]));
});

test('control characters get their own words, as the server gives them', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('Email'), 'nia@acme.test');
  await userEvent.type(screen.getByLabelText('Name'), 'Nia\tNew');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Retirez les caractères de contrôle.'));
});

test('the server’s field refusals go under their fields, an aliased property under the form’s field', async () => {
  const sent = renderForm({
    errorMessage: 'This person is already a member of the organisation',
    code: 'validation',
    fields: [
      { field: 'email', code: 'already_member' },
      { field: 'displayName', code: 'too_long' },
    ],
  });
  await userEvent.type(screen.getByLabelText('Email'), 'cody@acme.test');
  await userEvent.type(screen.getByLabelText('Name'), 'Cody');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription("Cette personne est déjà membre de l'organisation."),
  );
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Cette valeur est trop longue.');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(sent).toHaveLength(1);
  // Typing again judges the field afresh: the server's words go once the value changes.
  await userEvent.type(screen.getByLabelText('Name'), 'x');
  await waitFor(() => expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription('Cette valeur est trop longue.'));
});

test('a refusal that names no field of the form is shown above it', async () => {
  renderForm({ errorMessage: 'body/clientRequest must NOT have additional properties', code: 'validation' });
  await userEvent.type(screen.getByLabelText('Email'), 'cody@acme.test');
  await userEvent.type(screen.getByLabelText('Name'), 'Cody');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Certaines valeurs saisies ont été refusées.');
});
