-- The lessons Fabula ships used to be inserted here. They now reach every database through the
-- content sync (sync_shipped_lessons, supabase/content.json), which also updates them.
--
-- The file stays, empty of statements, because databases that applied it have its version in
-- supabase_migrations.schema_migrations: `supabase db push` refuses a remote history with versions
-- the local folder lacks (docs/decisions/0081-content-sync-instead-of-seed-migrations.md).
select 1;
