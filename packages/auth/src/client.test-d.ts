import type { SupabaseClient } from '@supabase/supabase-js'
import type { AuthClientLike, AuthSession } from './client.js'

// Compile-time proof that the real supabase-js auth client and session fit the structural seam.
// `tsc --noEmit` fails here if a supabase-js upgrade changes a shape this package relies on.
type Fits<T extends AuthClientLike> = T
type SessionFits<T extends AuthSession> = T

export type RealAuthClientFits = Fits<SupabaseClient['auth']>
export type RealSessionFits = SessionFits<
  NonNullable<Awaited<ReturnType<SupabaseClient['auth']['getSession']>>['data']['session']>
>
