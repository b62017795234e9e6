import { defineConfig } from 'vitest/config'
import { testConfig } from '@fabula/vitest-config'

export default defineConfig({
  // Workaround (as in @fabula/reading): Vite 8 resolves `extends` of the symlinked
  // @fabula/tsconfig preset without following the symlink; the base file has every option needed.
  tsconfig: '../../tsconfig.base.json',
  test: testConfig({ testTimeout: 30_000, hookTimeout: 60_000 }),
})
