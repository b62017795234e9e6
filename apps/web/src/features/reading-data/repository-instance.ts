import { getSupabase } from '@/lib/supabase'
import { createReadingRepository } from './repository'
import type { ReadingRepository } from './repository'

let repository: ReadingRepository | undefined

/** The reading repository over the app's supabase-js client (created on first use). */
export function getReading(): ReadingRepository {
  repository ??= createReadingRepository(getSupabase())
  return repository
}

/** Replaces the repository (component tests use an in-memory one). */
export function setReading(next: ReadingRepository | undefined): void {
  repository = next
}
