-- Indexes of the two hottest service calls (server/README.md, Performance).
-- Menu counts (§3): each count of open items reads a partial index that holds only the
-- open ones, and the inbox counts read one covering index without visiting the table.
CREATE INDEX recording_tasks_open ON recording_tasks (assignee_id) WHERE completed_at IS NULL;
CREATE INDEX asset_requests_open ON asset_requests (assignee_id) WHERE fulfilled_at IS NULL;
CREATE INDEX deliverables_open ON deliverables (owner_id) WHERE delivered_at IS NULL;
CREATE INDEX program_approvals_open ON program_approvals (approver_id) INCLUDE (program_id) WHERE decided_at IS NULL;
CREATE INDEX program_recipients_inbox ON program_recipients (customer_user_id) INCLUDE (program_id, viewed_at);
DROP INDEX program_recipients_member;
-- Customer profiles (§3): a member's memberships in switcher order.
CREATE INDEX customer_users_user_order ON customer_users (user_id, sequence, customer_id);
DROP INDEX customer_users_user;
