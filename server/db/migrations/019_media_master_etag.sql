-- The ETag of the bytes whose whole ladder master.m3u8 names: the first job of those same bytes,
-- retried while or after their ladder ran, never puts its start.m3u8 back in place of that master.
ALTER TABLE media_processing ADD COLUMN master_etag text;
