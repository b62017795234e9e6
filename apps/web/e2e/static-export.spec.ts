import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// ADR 0066: `build:static` turns the build into files a static host serves next to hosted
// Supabase. Run on the same build the browser tests use.

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const OUT = mkdtempSync(join(tmpdir(), 'fabula-static-'))
const URL_ = 'https://project.example.test'
const KEY = 'k'.repeat(40)

afterAll(() => rmSync(OUT, { recursive: true, force: true }))

describe('the static deployment', () => {
  it('writes pages with the config inside, the catalogues, the dictionaries and the host files', () => {
    execFileSync('pnpm', ['exec', 'tsx', 'scripts/static-export.ts', 'dist', OUT], {
      cwd: APP,
      env: { ...process.env, SUPABASE_URL: URL_, SUPABASE_ANON_KEY: KEY },
      stdio: 'pipe',
    })
    const signIn = readFileSync(join(OUT, 'sign-in', 'index.html'), 'utf8')
    expect(signIn).toContain('<html lang="en"')
    expect(signIn).not.toContain('__FABULA_CONFIG__')
    expect(signIn).not.toContain('__CSP_NONCE__')
    const config = /name="fabula-config" content="([^"]*)"/.exec(signIn)?.[1] ?? ''
    expect(JSON.parse(config.replaceAll('&quot;', '"'))).toEqual({
      supabaseUrl: URL_,
      supabaseAnonKey: KEY,
    })
    expect(existsSync(join(OUT, 'dashboard', 'index.html'))).toBe(true)
    expect(JSON.parse(readFileSync(join(OUT, 'config.json'), 'utf8')).supabaseUrl).toBe(URL_)
    const i18n = readdirSync(join(OUT, 'assets', 'i18n'))
    expect(i18n.length).toBe(1)
    expect(readdirSync(join(OUT, 'assets', 'i18n', i18n[0]!))).toEqual(
      expect.arrayContaining(['en', 'ar', 'ja']),
    )
    expect(readdirSync(join(OUT, 'dict')).length).toBe(1)
    const headers = readFileSync(join(OUT, '_headers'), 'utf8')
    expect(headers).toContain(`connect-src 'self' ${URL_} wss://project.example.test`)
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
    expect(readFileSync(join(OUT, '_redirects'), 'utf8')).toBe('/*  /index.html  200\n')
    expect(existsSync(join(OUT, '.vite'))).toBe(false)
    expect(existsSync(join(OUT, 'prerendered.json'))).toBe(false)
  })
})
