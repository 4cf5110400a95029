import { ROLE, type RoleId } from '../../contract';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo-2026!';

export type CustomerKey = 'acme' | 'west' | 'globex' | 'cutline' | 'initech';

export interface DemoCustomer {
  id: number;
  key: CustomerKey;
  name: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  logoUrl: string | null;
  allowZoom: boolean;
  allowYoutube: boolean;
  youtubeIntegrated: boolean;
  storyboard: boolean;
  campaign: boolean;
  proEditVendor: boolean;
  hideOrganisation: boolean;
  /** The roles the directory hides members' email addresses from (§6). */
  directoryEmailHiddenFrom?: RoleId[];
}

/** Fixed ids, so links such as ?cust=2 and 409 '##2' work the same on every installation. */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    id: 1,
    key: 'acme',
    name: 'Acme Media',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    logoUrl: '/assets/logos/acme.svg',
    allowZoom: true,
    allowYoutube: true,
    youtubeIntegrated: true,
    storyboard: true,
    campaign: true,
    proEditVendor: false,
    hideOrganisation: false,
    directoryEmailHiddenFrom: [ROLE.viewer],
  },
  {
    id: 2,
    key: 'west',
    name: 'Acme West',
    city: 'Denver',
    state: 'CO',
    zip: null,
    logoUrl: null,
    allowZoom: true,
    allowYoutube: false,
    youtubeIntegrated: false,
    storyboard: false,
    campaign: false,
    proEditVendor: false,
    hideOrganisation: false,
  },
  {
    id: 3,
    key: 'globex',
    name: 'Globex Health',
    city: 'Boston',
    state: 'MA',
    zip: '02110',
    logoUrl: null,
    allowZoom: false,
    allowYoutube: false,
    youtubeIntegrated: false,
    storyboard: false,
    campaign: false,
    proEditVendor: false,
    hideOrganisation: true,
  },
  {
    id: 4,
    key: 'cutline',
    name: 'Cutline Studios',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    logoUrl: '/assets/logos/cutline.svg',
    allowZoom: true,
    allowYoutube: false,
    youtubeIntegrated: false,
    storyboard: true,
    campaign: false,
    proEditVendor: true,
    hideOrganisation: false,
  },
  {
    id: 5,
    key: 'initech',
    name: 'Initech',
    city: 'Austin',
    state: 'TX',
    zip: '78702',
    logoUrl: null,
    allowZoom: false,
    allowYoutube: false,
    youtubeIntegrated: false,
    storyboard: true,
    campaign: true,
    proEditVendor: false,
    hideOrganisation: false,
  },
];

export interface DemoMembership {
  customer: CustomerKey;
  roles: RoleId[];
  locked?: boolean;
  defaultLogin?: boolean;
}

export interface DemoUser {
  username: string;
  name: string;
  globalRoles?: RoleId[];
  /** In sequence order: the first is sequence 1. */
  memberships: DemoMembership[];
  active?: boolean;
  mustChangePassword?: boolean;
}

const { superAdmin, creator, viewer, manager, admin } = ROLE;

export const DEMO_USERS: DemoUser[] = [
  { username: 'support@takeflow.test', name: 'Sam Support', globalRoles: [superAdmin], memberships: [] },
  { username: 'admin@acme.test', name: 'Alex Admin', memberships: [{ customer: 'acme', roles: [admin] }] },
  { username: 'manager@acme.test', name: 'Mia Manager', memberships: [{ customer: 'acme', roles: [manager] }] },
  { username: 'creator@acme.test', name: 'Cody Creator', memberships: [{ customer: 'acme', roles: [creator] }] },
  { username: 'viewer@acme.test', name: 'Vera Viewer', memberships: [{ customer: 'acme', roles: [viewer] }] },
  { username: 'creator@globex.test', name: 'Gina Creator', memberships: [{ customer: 'globex', roles: [creator] }] },
  { username: 'viewer@globex.test', name: 'Gus Viewer', memberships: [{ customer: 'globex', roles: [viewer] }] },
  { username: 'vendor@cutline.test', name: 'Val Vendor', memberships: [{ customer: 'cutline', roles: [manager] }] },
  {
    username: 'multi@acme.test',
    name: 'Max Multi',
    memberships: [
      { customer: 'acme', roles: [creator, manager], defaultLogin: true },
      { customer: 'west', roles: [creator, manager] },
      { customer: 'initech', roles: [creator, manager], locked: true },
    ],
  },
  { username: 'inactive@acme.test', name: 'Ian Inactive', active: false, memberships: [{ customer: 'acme', roles: [creator] }] },
  { username: 'newhire@acme.test', name: 'Nora Newhire', mustChangePassword: true, memberships: [{ customer: 'acme', roles: [creator] }] },
];

export interface DemoProgram {
  customer: CustomerKey;
  author: string;
  title: string;
  kind: 'standard' | 'bio';
  status: 'draft' | 'pending_approval' | 'published';
  viewedBy?: string[];
  notViewedBy?: string[];
  approvers?: string[];
  /** Days from seeding until the approvers' decision is due. */
  approvalDueInDays?: number;
}

export const DEMO_PROGRAMS: DemoProgram[] = [
  {
    customer: 'acme',
    author: 'manager@acme.test',
    title: 'Welcome to Acme Media',
    kind: 'standard',
    status: 'published',
    viewedBy: ['manager@acme.test', 'creator@acme.test', 'viewer@acme.test', 'multi@acme.test'],
    notViewedBy: ['admin@acme.test', 'newhire@acme.test'],
  },
  {
    customer: 'acme',
    author: 'creator@acme.test',
    title: 'Q3 launch recap',
    kind: 'standard',
    status: 'published',
    viewedBy: ['admin@acme.test'],
    notViewedBy: ['manager@acme.test', 'viewer@acme.test', 'multi@acme.test'],
  },
  {
    customer: 'acme',
    author: 'manager@acme.test',
    title: 'Meet our new CFO',
    kind: 'bio',
    status: 'published',
    notViewedBy: ['manager@acme.test', 'creator@acme.test', 'viewer@acme.test', 'multi@acme.test'],
  },
  {
    customer: 'acme',
    author: 'manager@acme.test',
    title: 'Studio safety briefing',
    kind: 'standard',
    status: 'published',
    viewedBy: ['manager@acme.test', 'creator@acme.test', 'viewer@acme.test'],
  },
  {
    customer: 'acme',
    author: 'creator@acme.test',
    title: 'Customer story: Northwind',
    kind: 'standard',
    status: 'published',
    viewedBy: ['manager@acme.test', 'multi@acme.test'],
  },
  {
    customer: 'acme',
    author: 'creator@acme.test',
    title: 'Holiday message',
    kind: 'standard',
    status: 'pending_approval',
    approvers: ['manager@acme.test', 'multi@acme.test'],
    approvalDueInDays: 2,
  },
  {
    customer: 'acme',
    author: 'multi@acme.test',
    title: 'Product demo v2',
    kind: 'standard',
    status: 'pending_approval',
    approvers: ['manager@acme.test'],
    approvalDueInDays: 5,
  },
  { customer: 'acme', author: 'creator@acme.test', title: 'Brand guidelines walkthrough', kind: 'standard', status: 'draft' },
  {
    customer: 'west',
    author: 'multi@acme.test',
    title: 'West region kickoff',
    kind: 'standard',
    status: 'published',
    notViewedBy: ['multi@acme.test'],
  },
  {
    customer: 'globex',
    author: 'creator@globex.test',
    title: 'Patient privacy refresher',
    kind: 'standard',
    status: 'published',
    viewedBy: ['creator@globex.test'],
    notViewedBy: ['viewer@globex.test'],
  },
  {
    customer: 'globex',
    author: 'creator@globex.test',
    title: 'Meet the clinic team',
    kind: 'bio',
    status: 'published',
    notViewedBy: ['creator@globex.test', 'viewer@globex.test'],
  },
  {
    customer: 'cutline',
    author: 'vendor@cutline.test',
    title: 'Cutline showreel 2026',
    kind: 'standard',
    status: 'published',
    viewedBy: ['vendor@cutline.test'],
  },
  {
    customer: 'cutline',
    author: 'vendor@cutline.test',
    title: 'Acme launch cut, rough edit',
    kind: 'standard',
    status: 'pending_approval',
    approvers: ['vendor@cutline.test'],
  },
  {
    customer: 'initech',
    author: 'multi@acme.test',
    title: 'Initech town hall',
    kind: 'standard',
    status: 'published',
    notViewedBy: ['multi@acme.test'],
  },
];

/** An assigned item: open unless done. Used for recording tasks, file requests and deliverables. */
export interface DemoAssignment {
  customer: CustomerKey;
  assignee: string;
  title: string;
  done?: boolean;
  /** Who asked for it; by default the organisation's requester (DEMO_REQUESTERS). */
  requester?: string;
  /** Days from seeding until it is due; none: no due date. */
  dueInDays?: number;
}

/** Who asks for the work in each organisation, unless an item names someone else. */
export const DEMO_REQUESTERS: Record<CustomerKey, string> = {
  acme: 'manager@acme.test',
  west: 'multi@acme.test',
  globex: 'creator@globex.test',
  cutline: 'vendor@cutline.test',
  initech: 'multi@acme.test',
};

export const DEMO_RECORDING_TASKS: DemoAssignment[] = [
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Record intro for the Q4 kickoff', requester: 'admin@acme.test', dueInDays: 3 },
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Record team shout-out', requester: 'admin@acme.test' },
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Record office tour', done: true },
  { customer: 'acme', assignee: 'creator@acme.test', title: 'Record customer testimonial', dueInDays: 1 },
  { customer: 'acme', assignee: 'creator@acme.test', title: 'Record product close-ups', dueInDays: 7 },
  { customer: 'acme', assignee: 'viewer@acme.test', title: 'Record a 30-second hello', dueInDays: 4 },
  { customer: 'acme', assignee: 'multi@acme.test', title: 'Record launch teaser', dueInDays: 2 },
  { customer: 'acme', assignee: 'multi@acme.test', title: 'Record partner interview' },
  { customer: 'acme', assignee: 'multi@acme.test', title: 'Record B-roll of the studio' },
  { customer: 'acme', assignee: 'newhire@acme.test', title: 'Record your introduction' },
  { customer: 'west', assignee: 'multi@acme.test', title: 'Record Denver office greeting' },
  { customer: 'globex', assignee: 'creator@globex.test', title: 'Record clinic walkthrough' },
  { customer: 'initech', assignee: 'multi@acme.test', title: 'Record TPS report explainer' },
  { customer: 'initech', assignee: 'multi@acme.test', title: 'Record printer safety notice' },
];

export const DEMO_ASSET_REQUESTS: DemoAssignment[] = [
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Upload the 2026 logo pack', requester: 'admin@acme.test', dueInDays: 6 },
  { customer: 'acme', assignee: 'creator@acme.test', title: 'Upload event photos', dueInDays: 2 },
  { customer: 'acme', assignee: 'viewer@acme.test', title: 'Upload your headshot', dueInDays: 5 },
  { customer: 'acme', assignee: 'multi@acme.test', title: 'Upload partner agreement scans' },
  { customer: 'acme', assignee: 'multi@acme.test', title: 'Upload music licence' },
  { customer: 'acme', assignee: 'multi@acme.test', title: 'Upload old brand guide', done: true },
  { customer: 'globex', assignee: 'creator@globex.test', title: 'Upload consent forms' },
  { customer: 'cutline', assignee: 'vendor@cutline.test', title: 'Upload raw footage from Acme' },
  { customer: 'initech', assignee: 'multi@acme.test', title: 'Upload cover sheets' },
];

export const DEMO_DELIVERABLES: DemoAssignment[] = [
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Launch video, final cut', requester: 'creator@acme.test', dueInDays: 2 },
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Social cut-downs', requester: 'creator@acme.test', dueInDays: 9 },
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Captions file', requester: 'admin@acme.test' },
  { customer: 'acme', assignee: 'manager@acme.test', title: 'Thumbnail set', done: true },
  { customer: 'acme', assignee: 'multi@acme.test', title: 'Partner interview edit' },
  { customer: 'cutline', assignee: 'vendor@cutline.test', title: 'Acme launch cut' },
  { customer: 'cutline', assignee: 'vendor@cutline.test', title: 'Globex explainer' },
];

/** Globex keeps its own footage filters, to show per-organisation search filters. */
export const DEMO_FILTER_OVERRIDES = [
  {
    customer: 'globex' as CustomerKey,
    kind: 'footage' as const,
    filterList: ['All footage', 'Recorded by me', 'Consent on file'],
    gridColumns: ['Thumbnail', 'Title', 'Duration', 'Consent', 'Recorded on'],
  },
];
