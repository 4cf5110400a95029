-- Create › Programs: a program is built from an edit decision list (contract/schemas/programEdit.ts)
-- that its author saves as they work, and every render of it is a version (a version stack).
ALTER TABLE programs
  ADD COLUMN description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  ADD COLUMN edit jsonb NOT NULL DEFAULT '{"intro": false, "outro": false, "items": []}',
  -- Bumped by every save: a save made from an older revision (another tab) is refused, not merged.
  ADD COLUMN edit_revision integer NOT NULL DEFAULT 0 CHECK (edit_revision >= 0),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- The version reviewed and published: the newest ready one (null until a render is ready).
  ADD COLUMN current_version integer;

-- One render of a program's edit. Its video is an ordinary media object of the organisation,
-- processed like an upload (server/media/processing): ladder, posters, previews, captions.
CREATE TABLE program_versions (
  program_id integer NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'rendering', 'processing', 'ready', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- Why a render failed, as a code the SPA translates; the previous version stays current.
  error text,
  -- The edit it was rendered from: later saves do not change what a version is.
  edit jsonb NOT NULL,
  media_key text REFERENCES media_objects (key) ON DELETE SET NULL,
  duration_seconds double precision CHECK (duration_seconds IS NULL OR duration_seconds >= 0),
  created_by integer REFERENCES customer_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (program_id, number)
);
CREATE INDEX program_versions_media ON program_versions (media_key) WHERE media_key IS NOT NULL;

-- The organisation's intro and outro bumpers (/bumpers): Footage items a content manager chooses,
-- which a program's edit may put before and after its sequence.
ALTER TABLE customers
  ADD COLUMN intro_bumper_key text REFERENCES media_objects (key) ON DELETE SET NULL,
  ADD COLUMN outro_bumper_key text REFERENCES media_objects (key) ON DELETE SET NULL;
INSERT INTO permissions (code, description) VALUES ('bumper.manage', 'Manage the organisation''s intro and outro bumpers');
INSERT INTO role_permissions (role_id, permission) VALUES (1532, 'bumper.manage');
