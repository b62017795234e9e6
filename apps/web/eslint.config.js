import config from '@fabula/eslint-config/react'

export default [
  ...config,
  {
    // Node-side code (the static server, e2e, bench and scripts) may read process.env.
    files: ['server/**', 'e2e/**', 'bench/**', 'scripts/**', '*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
]
