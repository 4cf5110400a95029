import { accountArea } from './account/area';
import { audienceArea } from './audience/area';
import { channelArea } from './channel/area';
import { createArea } from './create/area';
import type { AreaDeclaration } from './declaration';
import { homeArea } from './home/area';
import { inboxArea } from './inbox/area';
import { integrationsArea } from './integrations/area';
import { myProfileArea } from './myprofile/area';
import { organizationArea } from './organization/area';
import { peopleArea } from './people/area';
import { rolesArea } from './roles/area';
import { settingsArea } from './settings/area';
import { tasksArea } from './tasks/area';
import { usersArea } from './users/area';

/**
 * Every feature area behind the signed-in shell, declared once (src/features/areas/<id>/area.ts). Adding
 * an area is one folder (area.ts and its lazily loaded index.tsx) plus one line here.
 */
export const AREAS: readonly AreaDeclaration[] = [
  homeArea,
  inboxArea,
  tasksArea,
  createArea,
  audienceArea,
  usersArea,
  channelArea,
  organizationArea,
  peopleArea,
  rolesArea,
  accountArea,
  myProfileArea,
  integrationsArea,
  settingsArea,
];
