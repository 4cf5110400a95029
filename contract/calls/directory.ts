import { defineCalls } from '../kit/call';
import { PageSchema } from '../schemas/lists';
import { DirectoryListRequestSchema, DirectoryPersonSchema } from '../schemas/directory';

/** Organization › Directory: the people of the caller's organisation (§2, §6). */
export const DIRECTORY_CALLS = defineCalls({
  listDirectory: {
    tag: 'organization',
    summary:
      'One page of the active members of the caller’s organisation: picture, name, roles, and the email address unless the organisation hides it from the caller’s roles; refused to creators and viewers where the organisation is hidden (§6)',
    request: DirectoryListRequestSchema,
    response: PageSchema(DirectoryPersonSchema),
    access: { anyOf: ['directory.view'] },
  },
});
