import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { ANALYTICS_FUNCTIONS, checkAnalyticsRange, type AnalyticsRange } from './analytics-range.js'
import { failed, parseWith } from './parse.js'
import { ANALYTICS_ROW_SCHEMAS, type AnalyticsMetric, type AnalyticsRows } from './rows.js'
/**
 * One analytics series over a range of UTC days, aggregated in the database (staff only).
 *
 * @throws AppError `VALUE_OUT_OF_RANGE` before any request for a range
 *   {@link checkAnalyticsRange} refuses (its problem in `context.problem`);
 *   `INSUFFICIENT_PERMISSIONS` (403) for callers who are not learning staff
 */
export async function getAnalytics<M extends AnalyticsMetric>(
  client: SupabaseClient,
  metric: M,
  range: AnalyticsRange,
): Promise<AnalyticsRows<M>> {
  const problem = checkAnalyticsRange(range)
  if (problem) {
    throw new AppError('VALUE_OUT_OF_RANGE', {
      message: `analytics.${metric}: ${problem}`,
      context: { operation: `analytics.${metric}`, problem, ...range },
    })
  }
  const { data, error, status } = await client.rpc(ANALYTICS_FUNCTIONS[metric], {
    p_from: range.from,
    p_to: range.to,
  })
  if (error) throw failed(error, status, `analytics.${metric}`)
  return parseWith(v.array(ANALYTICS_ROW_SCHEMAS[metric]), data, `analytics.${metric}`)
}
