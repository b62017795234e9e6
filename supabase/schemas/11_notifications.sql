-- Server clock: a client cannot set or freeze updated_at.
create function public.notification_preferences_set_updated_at()
returns trigger
language plpgsql
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Email notification preferences (issue 6, /settings/notifications): one row per learner, kept
-- server-side so the mail sender reads the same choices the settings screen shows. Security
-- alerts are not a column: they are always sent. A learner without a row has the defaults below.

create table public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  product_updates boolean not null default false,
  reading_reminders boolean not null default true,
  weekly_progress boolean not null default true,
  updated_at timestamptz not null default now()
);

comment on table public.notification_preferences is
  'Which optional emails a learner wants; security alerts are always sent.';

comment on column public.notification_preferences.product_updates is 'News about features.';

comment on column public.notification_preferences.reading_reminders is
  'A nudge after a few days without reading.';

comment on column public.notification_preferences.weekly_progress is
  'A weekly summary of stories read and test scores.';

create trigger notification_preferences_set_updated_at
  before insert or update on public.notification_preferences
  for each row execute function public.notification_preferences_set_updated_at();

-- Take back Supabase's default privileges; the learner reads and upserts their own row only
-- (no delete: turning everything off is a row of false values, not a missing row).
revoke all on table public.notification_preferences from anon, authenticated;

grant select, insert, update on table public.notification_preferences to authenticated;

grant all on table public.notification_preferences to service_role;

alter table public.notification_preferences enable row level security;

alter table public.notification_preferences force row level security;

create policy notification_preferences_select_own on public.notification_preferences
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy notification_preferences_insert_own on public.notification_preferences
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy notification_preferences_update_own on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
