-- Demo tasks for /tasks used to be inserted here. They are demo data, not schema: supabase/seed.sql inserts them into
-- a new database (the local backend runs it), and a hosted project gets none.
--
-- The file stays, empty of statements, because databases that applied it have its version in
-- supabase_migrations.schema_migrations: `supabase db push` refuses a remote history with versions
-- the local folder lacks (docs/decisions/0081-content-sync-instead-of-seed-migrations.md).
select 1;
