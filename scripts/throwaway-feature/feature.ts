import fs from 'node:fs';
import path from 'node:path';
import { SERVICE_ROOT } from '../../contract/kit/call';

/**
 * A whole feature on both sides, as little as the kit lets one be: a table, three calls behind a
 * permission of its own, a page in the sidebar. scripts/throwawayFeature.test.ts adds it to the
 * tree, builds and calls it, counts what it took, and takes it out again (docs/architecture.md,
 * How to add a feature).
 */

/** A line added after the line that ends with `after` in an existing file. */
export interface Registration {
  file: string;
  after: string;
  line: string;
}

const MIGRATIONS = 'server/db/migrations';

/** The next free migration number, so the feature's table comes after every real one. */
export function migrationPath(root: string): string {
  const last = fs
    .readdirSync(path.join(root, MIGRATIONS))
    .map((name) => Number(name.slice(0, 3)))
    .filter((n) => Number.isInteger(n))
    .reduce((a, b) => Math.max(a, b), 0);
  return `${MIGRATIONS}/${String(last + 1).padStart(3, '0')}_scratchpad.sql`;
}

export const PERMISSION = 'scratchNote.manage';
/** Calls §7 does not name answer at SERVICE_ROOT/<name> (contract/kit/call.ts): no path to register. */
export const PATHS = {
  listScratchNotes: `${SERVICE_ROOT}/listScratchNotes`,
  createScratchNote: `${SERVICE_ROOT}/createScratchNote`,
  deleteScratchNote: `${SERVICE_ROOT}/deleteScratchNote`,
};

const MIGRATION = `CREATE TABLE scratch_notes (
  id SERIAL PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX scratch_notes_customer ON scratch_notes (customer_id);

INSERT INTO permissions (code, description) VALUES ('${PERMISSION}', 'Keep the organisation''s scratch notes');
INSERT INTO role_permissions (role_id, permission) VALUES (1632, '${PERMISSION}');
`;

const CALLS = `import { Type } from '@sinclair/typebox';
import { defineCalls } from '../kit/call';
import { EmptyRequestSchema } from '../schemas/envelope';

const ScratchNoteSchema = Type.Object({ id: Type.Integer(), text: Type.String() });

/** The organisation's scratch notes. */
export const SCRATCHPAD_CALLS = defineCalls({
  listScratchNotes: {
    tag: 'scratchpad',
    summary: 'The organisation’s scratch notes, newest first',
    request: EmptyRequestSchema,
    response: Type.Array(ScratchNoteSchema),
    access: { anyOf: ['${PERMISSION}'] },
  },
  createScratchNote: {
    tag: 'scratchpad',
    summary: 'Adds a scratch note to the organisation',
    request: Type.Object({ text: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: ScratchNoteSchema,
    access: { anyOf: ['${PERMISSION}'] },
  },
  deleteScratchNote: {
    tag: 'scratchpad',
    summary: 'Deletes one of the organisation’s scratch notes',
    request: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: Type.Object({ changed: Type.Boolean() }),
    access: { anyOf: ['${PERMISSION}'] },
  },
});
`;

const REPOSITORY = `import type { Queryable } from '../db/port';
import { run, sql } from '../db/sql';

export interface ScratchNote {
  id: number;
  text: string;
}

export const listNotes = (q: Queryable, customerId: number) =>
  run<ScratchNote>(q, sql\`SELECT id, text FROM scratch_notes WHERE customer_id = \${customerId} ORDER BY id DESC\`);

export async function createNote(q: Queryable, customerId: number, text: string): Promise<ScratchNote> {
  const [note] = await run<ScratchNote>(
    q,
    sql\`INSERT INTO scratch_notes (customer_id, text) VALUES (\${customerId}, \${text}) RETURNING id, text\`,
  );
  return note!;
}

export async function deleteNote(q: Queryable, customerId: number, id: number): Promise<boolean> {
  const gone = await run(q, sql\`DELETE FROM scratch_notes WHERE id = \${id} AND customer_id = \${customerId} RETURNING id\`);
  return gone.length > 0;
}
`;

const ROUTES = `import type { FastifyInstance } from 'fastify';
import { SCRATCHPAD_CALLS } from '../../contract/calls/scratchpad';
import { serve } from '../access/serve';
import { requireCaller } from '../auth/guard';
import type { AppContext } from '../context';
import { ServiceFailure } from '../errors';
import { ok } from '../kit/envelope';
import { createNote, deleteNote, listNotes } from './scratchpadRepository';

/** Notes belong to the caller's current organisation; without one there is nothing to keep. */
function organisationOf(caller: { customerId: number | null }): number {
  if (caller.customerId === null) throw new ServiceFailure(403, 'Scratch notes need an organisation');
  return caller.customerId;
}

export async function scratchpadRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { db } = opts.ctx;
  serve(app, SCRATCHPAD_CALLS.listScratchNotes, async (request) => ok(await listNotes(db, organisationOf(requireCaller(request)))));
  serve(app, SCRATCHPAD_CALLS.createScratchNote, async (request) =>
    ok(await createNote(db, organisationOf(requireCaller(request)), request.body.clientRequest.text)),
  );
  serve(app, SCRATCHPAD_CALLS.deleteScratchNote, async (request) =>
    ok({ changed: await deleteNote(db, organisationOf(requireCaller(request)), request.body.clientRequest.id) }),
  );
}
`;

const AREA = `import { route, titled, WHO, type AreaDeclaration } from '../declaration';

/** The organisation's scratch notes, for whoever holds ${PERMISSION}. */
export const scratchpadArea: AreaDeclaration = {
  id: 'scratchpad',
  roots: ['/scratchpad'],
  section: 'organization',
  titles: { scratchpad: titled('scratchpad') },
  menu: [
    {
      id: 'scratchpad',
      section: 'organization',
      order: 99,
      target: route('/scratchpad'),
      labelKey: 'menu.item.scratchpad',
      roles: WHO.members,
      permission: '${PERMISSION}',
    },
  ],
};
`;

const PAGE = `import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRef } from '../../../../contract/kit/callRef';
import { mutationOf, queryApi, queryOf } from '../../../api/query';

const scratchpadQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    listScratchNotes: queryOf(build, callRef('listScratchNotes')),
    createScratchNote: mutationOf(build, callRef('createScratchNote')),
    deleteScratchNote: mutationOf(build, callRef('deleteScratchNote')),
  }),
});

/** The scratchpad area, loaded on demand as its own chunk. */
export default function ScratchpadArea() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const notes = scratchpadQueries.useListScratchNotesQuery();
  const [create] = scratchpadQueries.useCreateScratchNoteMutation();
  const [remove] = scratchpadQueries.useDeleteScratchNoteMutation();
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField label={t('scratchpad.note')} value={text} onChange={(event) => setText(event.target.value)} />
        <Button onClick={() => void create({ text }).then(() => notes.refetch())}>{t('scratchpad.add')}</Button>
      </Stack>
      <List>
        {(notes.data ?? []).map((note) => (
          <ListItem key={note.id}>
            {note.text}
            <Button onClick={() => void remove({ id: note.id }).then(() => notes.refetch())}>{t('scratchpad.delete')}</Button>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
`;

const locale = (title: string, description: string, note: string, add: string, remove: string) =>
  `${JSON.stringify(
    {
      areas: { scratchpad: { title, description } },
      menu: { item: { scratchpad: title } },
      scratchpad: { note, add, delete: remove },
    },
    null,
    2,
  )}\n`;

/** The feature's own files, by their path in the repository. */
export function featureFiles(root: string): Record<string, string> {
  return {
    [migrationPath(root)]: MIGRATION,
    'contract/calls/scratchpad.ts': CALLS,
    'server/scratchpad/scratchpadRepository.ts': REPOSITORY,
    'server/scratchpad/scratchpadRoutes.ts': ROUTES,
    'src/features/areas/scratchpad/area.ts': AREA,
    'src/features/areas/scratchpad/index.tsx': PAGE,
    'src/features/areas/scratchpad/locales/en.json': locale('Scratchpad', 'Notes of the organisation', 'Note', 'Add', 'Delete'),
    'src/features/areas/scratchpad/locales/fr.json': locale('Bloc-notes', 'Notes de l’organisation', 'Note', 'Ajouter', 'Supprimer'),
    'src/features/areas/scratchpad/locales/es.json': locale('Bloc de notas', 'Notas de la organización', 'Nota', 'Añadir', 'Eliminar'),
  };
}

/** The lines that make the feature known: its permission, its calls, its routes, its area. */
export const REGISTRATIONS: readonly Registration[] = [
  { file: 'contract/permissions.ts', after: "'inbox.view',", line: `  '${PERMISSION}',` },
  {
    file: 'contract/calls/index.ts',
    after: "import { USERS_CALLS } from './users';",
    line: "import { SCRATCHPAD_CALLS } from './scratchpad';",
  },
  { file: 'contract/calls/index.ts', after: '...USERS_CALLS,', line: '  ...SCRATCHPAD_CALLS,' },
  {
    file: 'server/routes/service.ts',
    after: "import { roleMatrixRoutes } from '../admin/roleMatrixRoutes';",
    line: "import { scratchpadRoutes } from '../scratchpad/scratchpadRoutes';",
  },
  {
    file: 'server/routes/service.ts',
    after: 'await app.register(roleMatrixRoutes, { ctx });',
    line: '  await app.register(scratchpadRoutes, { ctx });',
  },
  {
    file: 'src/features/areas/registry.ts',
    after: "import { usersArea } from './users/area';",
    line: "import { scratchpadArea } from './scratchpad/area';",
  },
  { file: 'src/features/areas/registry.ts', after: '  settingsArea,', line: '  scratchpadArea,' },
];

/** Inserts each line after the first line ending with its anchor; a missing anchor is an error, not a silent skip. */
export function register(source: string, registrations: readonly Registration[]): string {
  const lines = source.split('\n');
  for (const { after, line } of registrations) {
    const at = lines.findIndex((candidate) => candidate.trimEnd().endsWith(after));
    if (at < 0) throw new Error(`no line ending with ${after}`);
    lines.splice(at + 1, 0, line);
  }
  return lines.join('\n');
}
