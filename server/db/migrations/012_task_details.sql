-- What the Tasks pages show of each open item (§2 Tasks): who asked for it, by when, since when;
-- and what an approver decided about a program, with a comment the program's author reads.
ALTER TABLE recording_tasks
  ADD COLUMN requester_id integer REFERENCES customer_users (id) ON DELETE SET NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE asset_requests
  ADD COLUMN requester_id integer REFERENCES customer_users (id) ON DELETE SET NULL,
  ADD COLUMN due_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE deliverables
  ADD COLUMN requester_id integer REFERENCES customer_users (id) ON DELETE SET NULL,
  ADD COLUMN due_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE program_approvals
  ADD COLUMN due_at timestamptz,
  ADD COLUMN requested_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN comment text CHECK (length(comment) <= 1000);
-- The outcome of a program's review as its author sees it: the first decision settles it
-- (approved: published; rejected: back to draft), so the other approvers' items close too.
ALTER TABLE programs
  ADD COLUMN review_decision text CHECK (review_decision IN ('approved', 'rejected')),
  ADD COLUMN review_comment text CHECK (length(review_comment) <= 1000),
  ADD COLUMN reviewed_by integer REFERENCES customer_users (id) ON DELETE SET NULL,
  ADD COLUMN reviewed_at timestamptz;
