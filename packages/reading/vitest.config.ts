import { defineConfig } from 'vitest/config'
import { testConfig } from '@fabula/vitest-config'

export default defineConfig({
  // Workaround (as in @fabula/errors): Vite 8 resolves `extends` of the symlinked @fabula/tsconfig
  // preset without following the symlink and cannot find tsconfig.base.json; the base file
  // carries every option the transform needs.
  tsconfig: '../../tsconfig.base.json',
  test: testConfig(),
})
