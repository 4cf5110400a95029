-- What each signed upload is for (§3 upload signature, §2 Create): the server records the purpose
-- and the file's name when it signs the policy for one key; the object itself is recorded in
-- media_objects when the store receives it. Footage and Files list the keys present in both.
CREATE TABLE media_uploads (
  key text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  purpose text NOT NULL,
  file_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_uploads_listing ON media_uploads (customer_id, purpose, created_at);
