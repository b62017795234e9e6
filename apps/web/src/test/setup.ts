import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadCataloguesFromSources } from '@/i18n/testing'

// Screens load their route modules and data asynchronously; on a shared two-core machine the
// first render of a file can take seconds. `findBy…`/`waitFor` wait up to 5 s instead of 1 s, so
// a slow machine waits longer, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 })

// Screens rendered on their own have their words (in the app, their route loads them).
await loadCataloguesFromSources()

afterEach(() => {
  cleanup()
})
