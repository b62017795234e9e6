import react from '@vitejs/plugin-react'
import { testConfig } from '@fabula/vitest-config'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { fabulaCatalogues } from './vite-catalogues'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [react(), fabulaCatalogues()],
  test: testConfig({
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  }),
})
