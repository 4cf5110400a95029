-- An invitation of a person who already has an account waits for their consent (§6): the link
-- carries the organisation's roles, and the membership is made only when its owner accepts it
-- signed in. Such a link never sets a password.
ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check CHECK (purpose IN ('reset', 'invitation', 'join'));
ALTER TABLE account_links ADD COLUMN role_ids integer[];
