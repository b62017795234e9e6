import config from '@fabula/eslint-config/react'

export default [
  ...config,
  {
    // The server entry runs only in edge functions: it reads the service-role key by name.
    files: ['src/server/**', 'src/testing/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
]
