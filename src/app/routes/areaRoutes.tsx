import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../../config/paths';

/** Marks a route as a feature area: the shell's route guard applies to it (§4, §6). */
export interface AreaHandle {
  area: string;
}

/** The first segment of a route: areas are routed by it (/tasks/ctr belongs to /tasks). */
const rootOf = (path: string) => `/${path.split('/')[1]}`;

/* One chunk per area, loaded when the area is first opened (§2). */
const Home = lazy(() => import(/* webpackChunkName: "home" */ '../../areas/home'));
const Tasks = lazy(() => import(/* webpackChunkName: "tasks" */ '../../areas/tasks'));
const Create = lazy(() => import(/* webpackChunkName: "create" */ '../../areas/create'));
const Audience = lazy(() => import(/* webpackChunkName: "audience" */ '../../areas/audience'));
const Organization = lazy(() => import(/* webpackChunkName: "organization" */ '../../areas/organization'));
const People = lazy(() => import(/* webpackChunkName: "people" */ '../../areas/people'));
const Roles = lazy(() => import(/* webpackChunkName: "roles" */ '../../areas/roles'));
const Account = lazy(() => import(/* webpackChunkName: "account" */ '../../areas/account'));
const MyProfile = lazy(() => import(/* webpackChunkName: "myprofile" */ '../../areas/myprofile'));
const Integrations = lazy(() => import(/* webpackChunkName: "integrations" */ '../../areas/integrations'));
const Users = lazy(() => import(/* webpackChunkName: "users" */ '../../areas/users'));
const Channel = lazy(() => import(/* webpackChunkName: "channel" */ '../../areas/channel'));
const Settings = lazy(() => import(/* webpackChunkName: "settings" */ '../../areas/settings'));
const Inbox = lazy(() => import(/* webpackChunkName: "inbox" */ '../../areas/inbox'));

const AREAS: ReadonlyArray<[string, LazyExoticComponent<ComponentType>, string[]]> = [
  ['home', Home, [PATHS.home]],
  ['tasks', Tasks, [rootOf(PATHS.tasksRecording)]],
  [
    'create',
    Create,
    [
      rootOf(PATHS.clipsList),
      rootOf(PATHS.filesList),
      rootOf(PATHS.myProgramsList),
      rootOf(PATHS.proEdits),
      rootOf(PATHS.storyboardsList),
      rootOf(PATHS.campaigns),
      rootOf(PATHS.templatesList),
      PATHS.bumpers,
      PATHS.script,
      PATHS.projects,
      PATHS.footage,
    ],
  ],
  ['audience', Audience, [rootOf(PATHS.audienceContacts)]],
  ['organization', Organization, [PATHS.organization]],
  ['people', People, [rootOf(PATHS.peopleSearchList)]],
  ['roles', Roles, [rootOf(PATHS.rolesCreator)]],
  ['account', Account, [rootOf(PATHS.accountProfile(0))]],
  ['myprofile', MyProfile, [PATHS.myProfile, PATHS.changePassword]],
  ['integrations', Integrations, [PATHS.integrations]],
  ['users', Users, [rootOf(PATHS.usersList), PATHS.user]],
  ['channel', Channel, [rootOf(PATHS.channelManage)]],
  ['settings', Settings, [PATHS.settings]],
  ['inbox', Inbox, [rootOf(PATHS.inboxNewPrograms)]],
];

/** Every signed-in route of §2, each under its area's root. */
export const areaRoutes: RouteObject[] = AREAS.flatMap(([area, Area, roots]) =>
  roots.map((root) => ({ path: `${root}/*`, element: <Area />, handle: { area } satisfies AreaHandle })),
);
