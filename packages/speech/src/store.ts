import * as v from 'valibot'
import { SpeechError } from './errors'
import type { SynthesizedSpeech, WordTiming } from './types'

/** What is kept beside stored audio (as the object's metadata): enough to play it highlighted. */
export interface StoredSpeech {
  durationMs: number
  timings: WordTiming[]
}

/** Where audio is cached. The speech engine needs nothing else from Storage. */
export interface AudioStore {
  /** The stored audio's details, or null when there is none at `path`. */
  find(path: string): Promise<StoredSpeech | null>
  /** Stores audio at `path` (replacing what is there). */
  save(path: string, speech: SynthesizedSpeech): Promise<void>
  /** A URL that plays the audio for `expiresIn` seconds without any other credential. */
  signedUrl(path: string, expiresIn: number): Promise<string>
}

/** The part of supabase-js' `storage` the store uses (so tests and callers pass the real client). */
export interface StorageLike {
  from(bucket: string): {
    info(
      path: string,
    ): Promise<{ data: { metadata?: Record<string, unknown> | null } | null; error: unknown }>
    upload(
      path: string,
      body: Uint8Array,
      options: {
        contentType: string
        upsert: boolean
        cacheControl: string
        metadata: Record<string, unknown>
      },
    ): Promise<{ error: unknown }>
    createSignedUrl(
      path: string,
      expiresIn: number,
    ): Promise<{ data: { signedUrl: string } | null; error: unknown }>
  }
}

/** Timings are kept compactly as `[start, end, startMs, endMs]` rows. */
const StoredSchema = v.object({
  durationMs: v.pipe(v.number(), v.minValue(0)),
  timings: v.array(v.tuple([v.number(), v.number(), v.number(), v.number()])),
})

function statusCode(error: unknown): string | undefined {
  const code = (error as { statusCode?: unknown } | null)?.statusCode
  return typeof code === 'string' ? code : undefined
}

/**
 * An {@link AudioStore} over Supabase Storage (hosted or the local backend) through supabase-js,
 * with the service role (library audio is written by the server only). Audio is stored as
 * `audio/mpeg` with a year of cache time (a path names its content, so it never changes); the
 * duration and timings travel as the object's metadata, so a cached sentence costs one lookup.
 */
export function createStorageAudioStore(storage: StorageLike, bucket = 'audio'): AudioStore {
  const files = () => storage.from(bucket)
  return {
    async find(path) {
      const { data, error } = await files().info(path)
      if (error) {
        if (statusCode(error) === '404') return null
        throw new SpeechError(
          'storage_failed',
          `audio lookup failed (${statusCode(error) ?? 'no status'})`,
        )
      }
      const parsed = v.safeParse(StoredSchema, data?.metadata)
      // Audio without readable details is made again rather than played without them.
      if (!parsed.success) return null
      return {
        durationMs: parsed.output.durationMs,
        timings: parsed.output.timings.map(([start, end, startMs, endMs]) => ({
          start,
          end,
          startMs,
          endMs,
        })),
      }
    },
    async save(path, speech) {
      const { error } = await files().upload(path, speech.audio, {
        contentType: speech.contentType,
        upsert: true,
        cacheControl: '31536000',
        metadata: {
          durationMs: speech.durationMs,
          timings: speech.timings.map((t) => [t.start, t.end, t.startMs, t.endMs]),
        },
      })
      if (error)
        throw new SpeechError(
          'storage_failed',
          `audio upload failed (${statusCode(error) ?? 'no status'})`,
        )
    },
    async signedUrl(path, expiresIn) {
      const { data, error } = await files().createSignedUrl(path, expiresIn)
      if (error || !data)
        throw new SpeechError(
          'storage_failed',
          `signing failed (${statusCode(error) ?? 'no status'})`,
        )
      return data.signedUrl
    },
  }
}
