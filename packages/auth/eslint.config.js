import config from '@fabula/eslint-config/react'

export default [
  ...config,
  {
    // The core entry must run in plain Node: React and the router stay in ./react and ./router.
    files: ['src/**/*.ts'],
    ignores: ['src/react/**', 'src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router', 'jotai', 'jotai/react'].map((name) => ({
            name,
            message: 'The core of @fabula/auth is framework-free; use ./react or ./router.',
          })),
        },
      ],
    },
  },
]
