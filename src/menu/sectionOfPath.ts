import type { SectionId } from './menuTable';

/** The sidebar section a route belongs to, by its first path segment (§2 section titles). */
const SECTION_BY_SEGMENT: Readonly<Record<string, SectionId>> = {
  home: 'home',
  inbox: 'home',
  tasks: 'tasks',
  clips: 'create',
  files: 'create',
  footage: 'create',
  myprograms: 'create',
  'pro-edits': 'create',
  storyboards: 'create',
  campaign: 'create',
  alltemplate: 'create',
  bumpers: 'create',
  script: 'create',
  projects: 'create',
  audience: 'audience',
  users: 'audience',
  user: 'audience',
  channel: 'audience',
  organization: 'organization',
  peoplesearch: 'organization',
  roles: 'organization',
  integrations: 'integrations',
  account: 'profile',
  myprofile: 'profile',
  changepassword: 'profile',
  settings: 'profile',
};

/** For the global support role the organisation routes are its Support section (§2). */
export function sectionOfPath(pathname: string, support: boolean): SectionId | null {
  const section = SECTION_BY_SEGMENT[pathname.split('/')[1] ?? ''] ?? null;
  return support && section === 'organization' ? 'support' : section;
}
