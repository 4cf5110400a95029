-- Housekeeping deletes logins past their absolute expiry (server/auth/housekeeping.ts); their
-- refresh tokens go with them (ON DELETE CASCADE).
CREATE INDEX refresh_families_expires ON refresh_families (expires_at);
