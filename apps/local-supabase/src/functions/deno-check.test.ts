import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogVersions, checkFunctions, functionNames, npmImportProblems } from './deno-check'

const FIXTURES = resolve(import.meta.dirname, '../../test/fixtures/deno-check')

const WORKSPACE = `packages:
  - apps/*

catalog:
  '@supabase/supabase-js': 2.119.1
  valibot: ^1.5.0

onlyBuiltDependencies:
  - esbuild
`

describe('catalogVersions', () => {
  it('reads the catalog entries, quoted or not, and nothing after it', () => {
    expect([...catalogVersions(WORKSPACE)]).toEqual([
      ['@supabase/supabase-js', '2.119.1'],
      ['valibot', '^1.5.0'],
    ])
  })
})

describe('npmImportProblems', () => {
  const catalog = catalogVersions(WORKSPACE)

  it('accepts npm imports at the catalog version and ignores local paths', () => {
    expect(
      npmImportProblems(
        {
          valibot: 'npm:valibot@^1.5.0',
          '@supabase/supabase-js': 'npm:@supabase/supabase-js@2.119.1',
          '@fabula/errors': '../../../packages/errors/src/index.ts',
        },
        catalog,
      ),
    ).toEqual([])
  })

  it('reads the range of a subpath import without its path', () => {
    expect(
      npmImportProblems(
        { 'valibot/sub': 'npm:valibot@^1.5.0/sub', 'valibot/old': 'npm:valibot@^0.30.0/sub' },
        catalog,
      ),
    ).toEqual(['"valibot/old": valibot@^0.30.0 differs from the catalog\'s ^1.5.0'])
  })

  it('names a drifted version, a package outside the catalog and a missing version', () => {
    expect(
      npmImportProblems(
        {
          valibot: 'npm:valibot@^0.30.0',
          zod: 'npm:zod@^3.0.0',
          '@supabase/supabase-js': 'npm:@supabase/supabase-js',
        },
        catalog,
      ),
    ).toEqual([
      '"valibot": valibot@^0.30.0 differs from the catalog\'s ^1.5.0',
      '"zod": zod is not in the pnpm catalog',
      '"@supabase/supabase-js" maps to npm:@supabase/supabase-js without a version',
    ])
  })
})

describe('checkFunctions', () => {
  it('lists the folders that hold an index.ts', () => {
    expect(functionNames(FIXTURES)).toEqual(['drifted', 'ok', 'unconfigured', 'unmapped'])
  })

  it('passes a mapped function and fails an unmapped import, a missing config and a drift', () => {
    const report = checkFunctions(FIXTURES, WORKSPACE, { bootstrap: false })
    expect(report.checked).toEqual(['ok', 'unmapped'])
    expect(report.failures).toEqual([
      'drifted: "valibot": valibot@^0.30.0 differs from the catalog\'s ^1.5.0',
      'drifted: no deno.lock; write it with the functions:lock script',
      'unconfigured: no deno.json (its import map and options)',
      'unmapped: deno check failed (see above)',
    ])
  })
})
