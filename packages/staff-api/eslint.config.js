import config from '@fabula/eslint-config/react'

export default [
  ...config,
  {
    // The admin-users handler is server code (it holds the service key); the browser rules keep
    // secrets out of everything else in this package.
    files: ['src/server/**', 'bench/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
]
