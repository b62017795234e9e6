import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js'
import type { SupabaseClient } from '@supabase/supabase-js'

/** Options of {@link createLazyRealtime}. */
export interface LazyRealtimeOptions {
  /** The project URL (runtime config). */
  url: string
  /** The anon (publishable) key. */
  apiKey: string
  /** The signed-in user's access token, asked for on connect and on every refresh. */
  accessToken: () => Promise<string | null>
}

type Binding = Parameters<RealtimeChannel['on']>
type StatusCallback = Parameters<RealtimeChannel['subscribe']>[0]

/**
 * The part of a Supabase client that live updates use (`channel`, `removeChannel`), with
 * `@supabase/realtime-js` loaded on the first subscription instead of with every signed-in page
 * (the data client carries PostgREST and Functions only, ADR 0065). A channel is returned at
 * once: its `on(…)` bindings and `subscribe(…)` are replayed on the real channel when the
 * library has loaded; removing it before then cancels it. Same protocol and row-level security
 * as supabase-js's own client, so hosted Supabase works unchanged.
 */
export function createLazyRealtime(
  options: LazyRealtimeOptions,
): Pick<SupabaseClient, 'channel' | 'removeChannel'> {
  let client: Promise<RealtimeClient> | undefined
  const load = () =>
    (client ??= import('@supabase/realtime-js').then(async ({ RealtimeClient }) => {
      const endpoint = new URL(
        'realtime/v1',
        options.url.endsWith('/') ? options.url : `${options.url}/`,
      )
      endpoint.protocol = endpoint.protocol.replace('http', 'ws')
      const realtime = new RealtimeClient(endpoint.href, {
        params: { apikey: options.apiKey },
        accessToken: options.accessToken,
      })
      await realtime.setAuth()
      return realtime
    }))

  const real = new WeakMap<object, Promise<RealtimeChannel | null>>()
  const removed = new WeakSet<object>()

  const channel = (name: string) => {
    const bindings: Binding[] = []
    const deferred = {
      on: (...binding: Binding) => {
        bindings.push(binding)
        return deferred
      },
      subscribe: (callback?: StatusCallback) => {
        real.set(
          deferred,
          load().then(
            (realtime) => {
              if (removed.has(deferred)) return null
              let made = realtime.channel(name)
              for (const binding of bindings) made = made.on(...binding)
              return made.subscribe(callback)
            },
            () => {
              // The library or the socket could not start: the screen falls back to polling.
              callback?.('CHANNEL_ERROR' as Parameters<StatusCallback & object>[0])
              return null
            },
          ),
        )
        return deferred
      },
    }
    return deferred as unknown as RealtimeChannel
  }

  const removeChannel = async (given: RealtimeChannel) => {
    removed.add(given)
    const made = await real.get(given)
    if (made && client) return (await client).removeChannel(made)
    return 'ok' as const
  }

  return { channel, removeChannel } as unknown as Pick<SupabaseClient, 'channel' | 'removeChannel'>
}
