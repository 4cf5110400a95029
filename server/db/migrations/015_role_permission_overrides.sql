-- Role permissions per organisation (§6, §2 Organization › Roles): role_permissions holds every
-- installation's defaults; an organisation's managers and admins may grant or withdraw a
-- permission of an organisation role for their organisation only, recorded here as the
-- difference from the default (a cell set back to its default leaves no row).
CREATE TABLE customer_role_permissions (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  role_id integer NOT NULL REFERENCES roles (id),
  permission text NOT NULL REFERENCES permissions (code),
  granted boolean NOT NULL,
  PRIMARY KEY (customer_id, role_id, permission)
);

-- The role-permission pairs in force in one organisation: the defaults, less what it withdrew,
-- plus what it granted. Every query that decides or shows a member's permissions reads this one
-- function (route checks, the role permission call, the role matrix, who may grant a role), so
-- they never disagree. With no organisation (null) it answers the defaults.
CREATE FUNCTION role_permissions_in(organisation integer)
RETURNS TABLE (role_id integer, permission text)
LANGUAGE sql STABLE AS $$
  SELECT rp.role_id, rp.permission FROM role_permissions rp
   WHERE NOT EXISTS (SELECT 1 FROM customer_role_permissions o
                      WHERE o.customer_id = organisation AND o.role_id = rp.role_id AND o.permission = rp.permission)
  UNION ALL
  SELECT o.role_id, o.permission FROM customer_role_permissions o WHERE o.customer_id = organisation AND o.granted
$$;
