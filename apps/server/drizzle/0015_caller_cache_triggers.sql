-- Issue 24: every protected request's caller (account state, whether the sign-in is live, the
-- employer of an employee) is answered from each instance's memory, dropped the moment it
-- changes: 'user:<id>' when an account's standing or an employment changes, 'session:<family>'
-- when a sign-in is revoked or removed. Any instance, the admin or plain SQL may make the change.
CREATE FUNCTION kt_announce_user_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('kt_list_cache', 'user:' || (to_jsonb(OLD) ->> TG_ARGV[0])); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('kt_list_cache', 'user:' || (to_jsonb(NEW) ->> TG_ARGV[0])); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce_standing AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.is_verified IS DISTINCT FROM NEW.is_verified
    OR OLD.account_category IS DISTINCT FROM NEW.account_category OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.must_change_password IS DISTINCT FROM NEW.must_change_password)
  EXECUTE FUNCTION kt_announce_user_standing('id');
--> statement-breakpoint
CREATE TRIGGER users_announce_removed AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION kt_announce_user_standing('id');
--> statement-breakpoint
CREATE TRIGGER dealer_employees_announce AFTER INSERT OR UPDATE OR DELETE ON dealer_employees
  FOR EACH ROW EXECUTE FUNCTION kt_announce_user_standing('user_id');
--> statement-breakpoint
CREATE FUNCTION kt_announce_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kt_list_cache', 'session:' || OLD.family);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_revoked AFTER UPDATE ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.family IS DISTINCT FROM NEW.family
    OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION kt_announce_session();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_removed AFTER DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION kt_announce_session();
