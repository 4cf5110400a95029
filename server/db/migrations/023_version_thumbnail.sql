-- The thumbnail a version's author chose in its edit (edit.poster: a frame of the program or an
-- image of Files); null for the one processing picks. It becomes the program's thumbnail with the version.
ALTER TABLE program_versions ADD COLUMN thumbnail_key text REFERENCES media_objects (key) ON DELETE SET NULL;
