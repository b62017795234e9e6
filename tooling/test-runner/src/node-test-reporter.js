/**
 * A node:test reporter that writes the same counters as Vitest's JSON report, so packages tested
 * with `node --test` are included in the repository's closing total.
 */
export default async function* vitestShapedReport(source) {
  const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }
  for await (const event of source) {
    // Suites are reported as tests too; count leaf tests only.
    if (event.data?.details?.type === 'suite') continue
    if (event.type === 'test:pass') {
      if (event.data.skip) counts.numPendingTests += 1
      else if (event.data.todo) counts.numTodoTests += 1
      else counts.numPassedTests += 1
    } else if (event.type === 'test:fail') {
      counts.numFailedTests += 1
    }
  }
  const numTotalTests = Object.values(counts).reduce((a, b) => a + b, 0)
  yield JSON.stringify({ ...counts, numTotalTests, success: counts.numFailedTests === 0 })
}
