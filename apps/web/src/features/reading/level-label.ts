import { t } from '@/i18n/learner'

/**
 * A level with its band in words, the one name the app uses for bands everywhere (issue 15):
 * "A2 · Mid". Without a band, the level alone; without a level (an imported text), `null`.
 */
export function levelLabel(
  level: string | null | undefined,
  band: number | null | undefined,
): string | null {
  if (!level) return null
  if (band !== 1 && band !== 2 && band !== 3) return level
  return t('level.withBand', { level, band: bandName(band) })
}

/** A band's name: Low, Mid or High. */
export function bandName(band: 1 | 2 | 3): string {
  return t(`band.${band}`)
}
