import { defineConfig } from 'vitest/config'
import { testConfig } from '@fabula/vitest-config'

export default defineConfig({
  test: testConfig(),
})
