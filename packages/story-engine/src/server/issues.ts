import * as v from 'valibot'

/** A validation problem as the function reports it: where, and valibot's technical message. */
interface Issue {
  path: string | null
  message: string
}

/** valibot issues as plain data for an error reply. */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }))
}
