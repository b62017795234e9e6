import { defineConfig } from 'vitest/config'
import { testConfig } from '@fabula/vitest-config'

export default defineConfig({
  // Workaround: Vite 8 resolves `extends` of the symlinked @fabula/tsconfig preset without following
  // the symlink and fails to find tsconfig.base.json; the base file carries every option the
  // transform needs. Remove once the preset resolves from a package's node_modules.
  tsconfig: '../../tsconfig.base.json',
  test: testConfig({ environment: 'happy-dom', setupFiles: ['./test/setup.ts'] }),
})
