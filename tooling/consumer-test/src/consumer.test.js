// Issue 22: the publishable packages as another team gets them. Packs each one, lints the
// tarballs (publint, Are the Types Wrong), installs them into a plain Node ESM project and a
// Vite + React Router app in a temporary folder outside the workspace, and runs both.
import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { packPackages } from './pack.js'
import { run } from './run.js'
import { createScratchProject } from './scratch.js'
import {
  PACKAGE_DIR,
  checkedPackages,
  isPublishable,
  publishedEntries,
  workspacePackages,
} from './workspace.js'

const STEP_TIMEOUT_MS = 180_000
const ATTW = join(PACKAGE_DIR, 'node_modules', '.bin', 'attw')
const TSC = join(PACKAGE_DIR, 'node_modules', '.bin', 'tsc')

const checked = checkedPackages()
const scratch = mkdtempSync(join(tmpdir(), 'fabula-consumer-'))
/** @type {ReturnType<typeof packPackages>} */
let packed = []

before(() => {
  const tarballs = join(scratch, 'tarballs')
  mkdirSync(tarballs)
  packed = packPackages(checked, tarballs)
})

after(() => {
  // FABULA_KEEP_CONSUMER=1 keeps the scratch projects for a look after a failure.
  if (process.env.FABULA_KEEP_CONSUMER === '1') console.info(`scratch projects kept in ${scratch}`)
  else rmSync(scratch, { recursive: true, force: true })
})

function tarballOf(name) {
  const pkg = packed.find((p) => p.name === name)
  assert.ok(pkg, `${name} was not packed`)
  return pkg.tarball
}

test('every publishable workspace package is packed and checked here', () => {
  const publishable = workspacePackages()
    .filter((pkg) => isPublishable(pkg.manifest))
    .map((pkg) => pkg.name)
  const missing = publishable.filter((name) => !checked.some((pkg) => pkg.name === name))
  assert.deepEqual(
    missing,
    [],
    `add ${missing.map((name) => `"${name}": "workspace:*"`).join(', ')} to the devDependencies of tooling/consumer-test/package.json`,
  )
})

describe('publint', () => {
  for (const { name } of checked) {
    test(`${name}: no errors or warnings`, async () => {
      const tarball = readFileSync(tarballOf(name))
      const { messages, pkg } = await publint({
        pack: {
          tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.length),
        },
        level: 'warning',
      })
      assert.deepEqual(
        messages.map(
          (message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`,
        ),
        [],
      )
    })
  }
})

describe('Are the Types Wrong', () => {
  for (const { name, manifest } of checked) {
    // ESM-only packages: node16 (from ESM) and bundler resolution must find the types of every
    // module entry; stylesheets and plain scripts are assets without types.
    const { assets } = publishedEntries(manifest)
    test(`${name}: types resolve under node16 and bundler`, () => {
      const args = [tarballOf(name), '--profile', 'esm-only', '--format', 'ascii', '--no-color']
      if (assets.length > 0) args.push('--exclude-entrypoints', ...assets)
      run(ATTW, args, { cwd: PACKAGE_DIR })
    })
  }
})

describe('a plain Node ESM project', () => {
  const dir = join(scratch, 'node-script')
  let installed = false

  test('installs the framework-free packages without React', { timeout: STEP_TIMEOUT_MS }, () => {
    createScratchProject(
      dir,
      'node-script',
      packed,
      ['@fabula/auth', '@fabula/errors', '@fabula/profile-api', '@fabula/reading'],
      ['@supabase/supabase-js', '@types/node', 'jotai', 'typescript', 'valibot'],
    )
    const store = readdirSync(join(dir, 'node_modules', '.pnpm'))
    assert.deepEqual(
      store.filter((entry) => /^react(-dom)?@/.test(entry)),
      [],
      'the core entries must not pull in React',
    )
    installed = true
  })

  test('runs the error catalogue, the session security checks and the profile schema', () => {
    assert.ok(installed, 'the install failed')
    const output = run(process.execPath, ['main.js'], { cwd: dir })
    assert.match(output, /all checks passed/)
  })

  test('type-checks against the packed declarations under NodeNext resolution', () => {
    assert.ok(installed, 'the install failed')
    run(TSC, ['-p', 'tsconfig.json'], { cwd: dir })
  })
})

describe('a Vite + React Router app', () => {
  const dir = join(scratch, 'vite-app')
  let installed = false

  test('installs every package with its peers', { timeout: STEP_TIMEOUT_MS }, () => {
    createScratchProject(
      dir,
      'vite-app',
      packed,
      packed.map((pkg) => pkg.name),
      [
        '@supabase/supabase-js',
        '@tailwindcss/vite',
        '@tanstack/react-query',
        '@types/node',
        '@types/react',
        '@types/react-dom',
        '@vitejs/plugin-react',
        'jotai',
        'react',
        'react-dom',
        'react-router',
        'sonner',
        'tailwindcss',
        'typescript',
        'vite',
      ],
    )
    installed = true
  })

  test('type-checks under bundler resolution', () => {
    assert.ok(installed, 'the install failed')
    run(TSC, ['-p', 'tsconfig.json'], { cwd: dir })
  })

  test('builds for the browser with the theme script and the design-system styles', () => {
    assert.ok(installed, 'the install failed')
    run(join(dir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: dir })
    const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8')
    assert.match(html, /<script src="\/theme-init\.js"><\/script>/)
    assert.ok(existsSync(join(dir, 'dist', 'theme-init.js')), 'theme-init.js is emitted')
    const assets = join(dir, 'dist', 'assets')
    const css = readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n')
    assert.match(css, /--primary:\s*#2f5d62/, 'the design tokens are in the stylesheet')
    // Used only inside the packages, never by the app: proves their @source reaches node_modules.
    assert.match(css, /\.z-\\\[100\\\]/, "@fabula/ui's component classes are generated")
    assert.match(css, /\.min-h-svh\b/, "@fabula/errors' screen classes are generated")
    assert.ok(
      readdirSync(assets).some((file) => file.endsWith('.woff2')),
      'the self-hosted fonts are bundled',
    )
  })

  test('renders on the server: the guard redirects and the error boundary shows the record', () => {
    assert.ok(installed, 'the install failed')
    run(
      join(dir, 'node_modules', '.bin', 'vite'),
      ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'],
      { cwd: dir },
    )
    const output = run(process.execPath, ['smoke.js'], { cwd: dir })
    assert.match(output, /guard, page and error boundary rendered as expected/)
  })
})
