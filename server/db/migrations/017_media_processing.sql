-- What the video pipeline made of an uploaded footage or file object (server/media/processing):
-- one row per original, written when the upload is stored and rewritten by the worker as it
-- advances. Derived objects (renditions, posters, sprite, captions) are ordinary media_objects rows
-- under the same organisation's prefix, so the CDN serves them with the same signed cookies;
-- derived_keys names every one of them, so deleting the item deletes them all.
CREATE TABLE media_processing (
  key text PRIMARY KEY REFERENCES media_objects (key) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'processing', 'ready', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error text,
  -- The object's ETag when processed: a new upload to the same key is processed again.
  source_etag text,
  kind text CHECK (kind IN ('video', 'audio', 'image')),
  duration_seconds double precision,
  width integer,
  height integer,
  probe jsonb,
  stream_key text,
  thumbnail_key text,
  poster_key text,
  previews_key text,
  derived_keys text[] NOT NULL DEFAULT '{}',
  captions jsonb NOT NULL DEFAULT '[]',
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_processing_pending ON media_processing (state) WHERE state IN ('queued', 'processing');
-- Footage and files stored before processing existed are queued too: a worker's sweep sends them.
INSERT INTO media_processing (key, customer_id)
SELECT u.key, u.customer_id FROM media_uploads u JOIN media_objects o ON o.key = u.key AND o.customer_id = u.customer_id
 WHERE u.purpose IN ('footage', 'taskRecording')
    OR (u.purpose IN ('file', 'taskFile') AND o.content_type ~ '^(image|audio|video)/');
