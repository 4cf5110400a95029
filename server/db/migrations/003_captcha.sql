-- A solved captcha is accepted once: its signature is recorded until the challenge expires.
CREATE TABLE captcha_uses (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_uses_expires ON captcha_uses (expires_at);
