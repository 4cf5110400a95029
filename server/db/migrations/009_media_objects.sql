-- Objects of the embedded object store (server/media/): one row per stored key, written once
-- the file is complete under DATA_DIR/objects. The key's first segments name the organisation
-- (customers/{id}/) and, for keys the server chose, the uploader (uploads/{user uuid}/).
CREATE TABLE media_objects (
  key text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  owner_id integer REFERENCES users (id) ON DELETE SET NULL,
  size bigint NOT NULL CHECK (size >= 0),
  content_type text NOT NULL,
  etag text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_objects_customer ON media_objects (customer_id, created_at);
