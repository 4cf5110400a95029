-- Reference data every installation needs: the fixed role ids of §6, the permissions
-- loaded per role through the role permission call, and the default search filters.

INSERT INTO roles (id, code, name) VALUES
  (1132, 'superAdmin', 'Global support'),
  (1232, 'creator', 'Content creator'),
  (1432, 'viewer', 'Viewer'),
  (1532, 'manager', 'Content manager'),
  (1632, 'admin', 'Organisation admin');

INSERT INTO permissions (code, description) VALUES
  ('inbox.view', 'See the home inbox: all, not viewed, viewed and channels'),
  ('task.recording', 'Record clips for recording tasks'),
  ('task.fileRequest', 'Answer file requests'),
  ('task.deliverable', 'Review deliverables'),
  ('approval.program', 'Approve programs'),
  ('footage.manage', 'Record and upload footage'),
  ('file.manage', 'Upload and manage files'),
  ('program.create', 'Create and edit programs'),
  ('quickRecord.use', 'Use the quick-record button'),
  ('proEdit.manage', 'Manage professional edit projects and load analysis'),
  ('storyboard.manage', 'Manage storyboards'),
  ('campaign.manage', 'Manage campaigns'),
  ('template.manage', 'Manage program templates'),
  ('user.manage', 'Manage the organisation''s users'),
  ('channel.manage', 'Manage channels'),
  ('contact.manage', 'Manage contacts and contact lists'),
  ('directory.view', 'Search the people directory'),
  ('organization.setup', 'Edit the organisation''s basic setup'),
  ('organization.advanced', 'Edit advanced profile settings'),
  ('role.manage', 'Manage roles'),
  ('integration.use', 'Use integrations and analytics'),
  ('profile.edit', 'Edit one''s own profile'),
  ('profile.changePassword', 'Change one''s own password'),
  ('report.download', 'Download reports'),
  ('customer.manage', 'Manage all customers'),
  ('superAdmin.users', 'Manage users across customers'),
  ('emailLayout.manage', 'Manage e-mail layouts'),
  ('sharePage.manage', 'Manage share pages'),
  ('shotType.manage', 'Manage shot types'),
  ('industryType.manage', 'Manage industry types'),
  ('action.manage', 'Manage actions'),
  ('emailVerify.manage', 'Verify e-mail addresses');

INSERT INTO role_permissions (role_id, permission)
SELECT 1132, code FROM permissions
WHERE code IN ('customer.manage', 'superAdmin.users', 'emailLayout.manage', 'sharePage.manage', 'shotType.manage',
               'industryType.manage', 'action.manage', 'emailVerify.manage', 'profile.changePassword', 'report.download');

INSERT INTO role_permissions (role_id, permission)
SELECT 1232, code FROM permissions
WHERE code IN ('inbox.view', 'task.recording', 'task.fileRequest', 'footage.manage', 'file.manage', 'program.create',
               'quickRecord.use', 'directory.view', 'integration.use', 'profile.edit', 'profile.changePassword',
               'report.download');

INSERT INTO role_permissions (role_id, permission)
SELECT 1432, code FROM permissions
WHERE code IN ('inbox.view', 'task.recording', 'task.fileRequest', 'directory.view', 'integration.use', 'profile.edit',
               'profile.changePassword', 'report.download');

INSERT INTO role_permissions (role_id, permission)
SELECT 1532, code FROM permissions
WHERE code IN ('inbox.view', 'task.recording', 'task.fileRequest', 'task.deliverable', 'approval.program',
               'footage.manage', 'file.manage', 'program.create', 'quickRecord.use', 'proEdit.manage',
               'storyboard.manage', 'campaign.manage', 'template.manage', 'user.manage', 'channel.manage',
               'contact.manage', 'directory.view', 'organization.setup', 'organization.advanced', 'role.manage',
               'integration.use', 'profile.edit', 'profile.changePassword', 'report.download');

INSERT INTO role_permissions (role_id, permission)
SELECT 1632, code FROM permissions
WHERE code IN ('inbox.view', 'task.recording', 'task.fileRequest', 'user.manage', 'directory.view', 'role.manage',
               'integration.use', 'profile.edit', 'profile.changePassword', 'report.download');

INSERT INTO search_filter_sets (customer_id, kind, filter_list, grid_columns) VALUES
  (NULL, 'footage',
   '["All footage", "Recorded by me", "Uploaded", "Shared with me", "Favourites"]',
   '["Thumbnail", "Title", "Duration", "Recorded by", "Recorded on", "Tags"]'),
  (NULL, 'files',
   '["All files", "Images", "Documents", "Audio", "Shared with me"]',
   '["Name", "Type", "Size", "Uploaded by", "Uploaded on"]');
