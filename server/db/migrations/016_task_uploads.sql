-- §2 Tasks: a recording task is completed by uploading its clip and a file request fulfilled by
-- uploading the file; the stored object's key stays on the item so its requester can get at it.
-- No foreign key to media_uploads: the key records what was handed in, even if the object is
-- later removed from the organisation's media.
ALTER TABLE recording_tasks ADD COLUMN clip_key text;
ALTER TABLE asset_requests ADD COLUMN file_key text;
