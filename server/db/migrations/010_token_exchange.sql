-- Logins handed to another audience by token exchange (RFC 8693; server/README.md, Analytics
-- hand-off): a family of its own, descended from the login that asked for it, so redeeming or
-- replaying its tokens never touches that login; it ends with it. idle_seconds overrides
-- IDLE_TIMEOUT_MINUTES for such a family (null: the configured idle timeout).
ALTER TABLE refresh_families ADD COLUMN parent_id uuid REFERENCES refresh_families (id) ON DELETE CASCADE;
ALTER TABLE refresh_families ADD COLUMN idle_seconds integer;
CREATE INDEX refresh_families_parent ON refresh_families (parent_id) WHERE parent_id IS NOT NULL;
