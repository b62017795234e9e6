/**
 * Rules for code that reaches the browser: server secrets must never be named there
 * (ARCHITECTURE.md rule 10). Server code (apps/local-supabase, supabase/functions) does not use this.
 */
const SECRET_NAMES =
  /(SERVICE_ROLE|service_role_key|serviceRoleKey|OPENAI_API_KEY|PROVIDER_API_KEY|JWT_SECRET)/

export default [
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.spec.ts',
      '**/e2e/**',
      '**/scripts/**',
      '**/bench/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Identifier[name=${SECRET_NAMES}]`,
          message: 'Server secrets must not appear in browser code (ARCHITECTURE.md rule 10).',
        },
        {
          selector: `Literal[value=${SECRET_NAMES}]`,
          message: 'Server secrets must not appear in browser code (ARCHITECTURE.md rule 10).',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            'Browser code reads configuration through config/env.ts (import.meta.env), never process.env.',
        },
      ],
    },
  },
]
