import { fabulaThemeInit } from '@fabula/ui/vite'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [react(), tailwindcss(), fabulaThemeInit()],
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    // No inline scripts or styles: the served CSP forbids 'unsafe-inline' (ADR 0010).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.ts to preload each prerendered page's route chunks.
    manifest: true,
  },
})
