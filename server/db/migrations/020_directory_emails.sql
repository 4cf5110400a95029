-- The roles an organisation hides its members' email addresses from in the directory (§2
-- Organization › Directory, §6). Managers and admins administer the members and always see them.
ALTER TABLE customers ADD COLUMN directory_email_hidden_from integer[] NOT NULL DEFAULT '{}';
