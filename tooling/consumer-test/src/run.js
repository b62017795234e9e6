import { spawnSync } from 'node:child_process'

// Enough for an install or a build on a loaded 2-core machine; a hang must not stall CI.
const COMMAND_TIMEOUT_MS = 180_000

/**
 * Runs a command and returns its standard output; throws with stdout and stderr when it fails,
 * so a failing step shows why in the test report.
 */
export function run(command, args, { cwd, env } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.error)
    throw new Error(`${command} ${args.join(' ')}: ${result.error.message}\n${output}`)
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status} in ${cwd}\n${output}`,
    )
  }
  return result.stdout
}
