-- The audit trail of account actions (issue 16): who did what to whom, and when. Written only by
-- the admin-users edge function with the service role, after the action succeeded; read by the
-- roles that read the directory, on a user's detail sheet. Rows keep the emails as they were, and
-- no foreign keys, so the trail outlives a deleted account.

create table public.account_audit (
  id bigint generated always as identity primary key,
  actor_id uuid not null,
  actor_email text not null,
  action text not null,
  target_id uuid not null,
  target_email text not null,
  -- What the action changed, e.g. {"from": "user", "to": "manager"} for a role change.
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  constraint account_audit_action_check
    check (action in ('invite', 'resend_invite', 'set_role', 'suspend', 'activate', 'delete')),
  constraint account_audit_details_check check (jsonb_typeof(details) = 'object'),
  constraint account_audit_emails_check
    check (char_length(actor_email) <= 320 and char_length(target_email) <= 320)
);

comment on table public.account_audit is
  'Account actions taken through the admin-users function: actor, action, target, time.';

create index account_audit_target_idx on public.account_audit (target_id, created_at desc);

revoke all on table public.account_audit from anon, authenticated;
grant select on table public.account_audit to authenticated;
grant all on table public.account_audit to service_role;

alter table public.account_audit enable row level security;
alter table public.account_audit force row level security;

create policy account_audit_select_directory on public.account_audit
  for select to authenticated
  using ((select public.staff_role()) in ('superadmin', 'admin', 'cashier'));
