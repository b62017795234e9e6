-- Storage (issue 32, ADR 0120): the `audio` bucket of read-along audio and the row-level security
-- of its objects. The `storage` schema itself (buckets, objects, storage.foldername()) is
-- Supabase's, created by hosted Storage and by the local backend before any migration.
--
--   library/<voice>/<language>/<hash>.mp3   story audio made by the server (speech engine),
--                                           readable by every signed-in learner, written only by
--                                           the server (service role, which bypasses RLS)
--   <user id>/…                             a learner's own imports (audio beside a subtitle or a
--                                           text), private to that learner
--
-- Private bucket: nothing is public; a learner reads through their token or a signed URL.
-- 50 MB per file; audio types only (mp3, m4a/mp4, ogg/opus, wav, webm, aac, flac). The bucket is a
-- row, not schema: the schema check compares the policies; the migration inserts the row.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'audio',
  'audio',
  false,
  52428800,
  array[
    'audio/mpeg',
    'audio/mp3',
    'audio/mp4',
    'audio/x-m4a',
    'audio/aac',
    'audio/ogg',
    'audio/opus',
    'audio/wav',
    'audio/x-wav',
    'audio/wave',
    'audio/webm',
    'audio/flac'
  ]
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Library audio: any signed-in learner may read (and list) it; no policy lets a client write it.
create policy "audio: signed-in learners read library audio"
  on storage.objects for select to authenticated
  using (bucket_id = 'audio' and (storage.foldername(name))[1] = 'library');

-- A learner's own folder, named by their user id: read, add, replace and delete their own files.
create policy "audio: learners read their own files"
  on storage.objects for select to authenticated
  using (bucket_id = 'audio' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "audio: learners add their own files"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'audio' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "audio: learners replace their own files"
  on storage.objects for update to authenticated
  using (bucket_id = 'audio' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'audio' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "audio: learners delete their own files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'audio' and (storage.foldername(name))[1] = (select auth.uid())::text);
