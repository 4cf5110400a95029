import { PATHS } from '../../config/paths';
import { route, titled, WHO, type AreaDeclaration } from '../declaration';

const CREATE_SEGMENTS = ['clips', 'footage', 'files', 'myprograms', 'pro-edits', 'storyboards', 'campaign', 'alltemplate', 'bumpers', 'script', 'projects'];

/** SPEC §2 Create: footage, files, programs; for managers pro edits, storyboards, campaigns, templates. */
export const createArea: AreaDeclaration = {
  id: 'create',
  roots: CREATE_SEGMENTS.map((segment) => `/${segment}`),
  section: 'create',
  titles: Object.fromEntries(CREATE_SEGMENTS.map((segment) => [segment, titled(segment)])),
  menu: [
    { id: 'create.footage', section: 'create', order: 1, target: route(PATHS.clipsList), labelKey: 'menu.item.createFootage', roles: WHO.makers, permission: 'footage.manage' },
    { id: 'create.files', section: 'create', order: 2, target: route(PATHS.filesList), labelKey: 'menu.item.createFiles', roles: WHO.makers, permission: 'file.manage' },
    { id: 'create.programs', section: 'create', order: 3, target: route(PATHS.myProgramsList), labelKey: 'menu.item.createPrograms', roles: WHO.makers, permission: 'program.create' },
    { id: 'create.proEdits', section: 'create', order: 4, target: route(PATHS.proEdits), labelKey: 'menu.item.createProEdits', roles: WHO.manager, flags: ['proEditVendor'], permission: 'proEdit.manage' },
    { id: 'create.customersLoad', section: 'create', order: 5, group: 'loadAnalysis', target: route(PATHS.proEditsCustomersLoad), labelKey: 'menu.item.createCustomersLoad', roles: WHO.manager, flags: ['proEditVendor'], permission: 'proEdit.manage' },
    { id: 'create.editorsLoad', section: 'create', order: 6, group: 'loadAnalysis', target: route(PATHS.proEditsEditorsLoad), labelKey: 'menu.item.createEditorsLoad', roles: WHO.manager, flags: ['proEditVendor'], permission: 'proEdit.manage' },
    { id: 'create.storyboards', section: 'create', order: 7, target: route(PATHS.storyboardsList), labelKey: 'menu.item.createStoryboards', roles: WHO.manager, flags: ['storyboardEnabled'], permission: 'storyboard.manage' },
    { id: 'create.campaigns', section: 'create', order: 8, target: route(PATHS.campaigns), labelKey: 'menu.item.createCampaigns', roles: WHO.manager, flags: ['campaignManagerEnabled'], permission: 'campaign.manage' },
    { id: 'create.templates', section: 'create', order: 9, target: route(PATHS.templatesList), labelKey: 'menu.item.createTemplates', roles: WHO.manager, permission: 'template.manage' },
  ],
  routes: [
    { path: PATHS.proEditsList, roles: WHO.manager, flags: ['proEditVendor'], permission: 'proEdit.manage' },
    { path: PATHS.clipsAdd, roles: WHO.makers, permission: 'quickRecord.use' },
    { path: PATHS.bumpers, roles: WHO.makers },
    { path: PATHS.script, roles: WHO.makers },
    { path: PATHS.projects, roles: WHO.makers },
    { path: PATHS.footage, roles: WHO.makers },
  ],
};
