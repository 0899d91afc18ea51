-- Hand-written (drizzle-kit does not generate triggers): every write that can change what a
-- session answers notifies channel "session_changes" when it commits: a user's name, e-mail,
-- language, administrator flag or active state, a grant, a session's end. The server on PGlite,
-- whose database no other process can open, keeps sessions' answers in memory and forgets them all
-- on this notice (server/db/repositories/sessions-repository.ts). Sign-ins and the once-a-minute
-- "last seen" update do not notify: a new session is not remembered yet, and the memory keeps its
-- own "last seen". Identical notices of one transaction arrive as one.
CREATE OR REPLACE FUNCTION "notify_session_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_changes" AFTER UPDATE OF "name", "email", "is_admin", "aktif", "dil" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changes"();--> statement-breakpoint
CREATE TRIGGER "user_sirket_session_changes" AFTER INSERT OR UPDATE OR DELETE ON "user_sirket"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changes"();--> statement-breakpoint
CREATE TRIGGER "sessions_session_changes" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changes"();
