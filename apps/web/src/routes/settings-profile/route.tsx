import {
  FAV_AUTHORS_MAX_ITEMS,
  FAV_GENRES_MAX_ITEMS,
  isProfileComplete,
  GENRES,
  LANG_LEVELS,
  LANG_SUB_LEVELS,
  NATIVE_LANGUAGES,
  TARGET_LANGUAGES,
} from '@fabula/profile-api'
import type { Profile } from '@fabula/profile-api'
import { useCreateProfile, useProfile, useUpdateProfile } from '@fabula/profile-api/react'
import {
  Button,
  Combobox,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  MultiSelect,
  RadioGroup,
  RadioGroupItem,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
} from '@fabula/ui'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { SettingsSection } from '@/components/settings-section'
import { levelLabel } from '@/features/reading/level-label'
import { suggestLevel, testsCountingFor } from '@/features/reading/level-suggestion'
import { storyLanguages } from '@fabula/reading-api/contract'
import { useStoryOptions, useTestHistory } from '@fabula/reading-api/react'
import { t } from '@/i18n/learner'
import { useAccount, useServices } from '@/app/app-context'
import { languageName } from '@/lib/language-name'
import {
  dismissSuggestion,
  readCountedFrom,
  readDismissedSuggestions,
  rememberAccepted,
  suggestionId,
} from '@/features/reading/suggestion-memory'
import { AuthorsField } from './authors-field'
import { DailyGoalForm } from './daily-goal-form'
import { LevelSuggestionCard } from './level-suggestion-card'
import { validateProfileForm } from './profile-form-schema'
import type { ProfileFormValues } from './profile-form-schema'

function initialValues(profile: Profile | null | undefined): ProfileFormValues {
  return {
    wanted_name: profile?.wanted_name ?? '',
    nl: profile?.nl ?? null,
    tl: profile?.tl ?? null,
    lang_lvl: profile?.lang_lvl ?? null,
    lang_sub_lvl: profile?.lang_sub_lvl ?? null,
    fav_authors: [...(profile?.fav_authors ?? [])],
    fav_genres: [...(profile?.fav_genres ?? [])],
  }
}

const languageOptions = (codes: readonly string[]) =>
  codes
    .map((code) => ({ value: code, label: languageName(code), keywords: [code] }))
    .sort((a, b) => a.label.localeCompare(b.label))

/**
 * The target languages offered (issue 15: languages offered = languages that work): every one
 * when a story provider is connected, else those the Fabula library has stories in; the learner's
 * current language stays listed so it is never changed behind their back. Until the answer
 * arrives (or if it fails) nothing is withheld.
 */
function useTargetLanguages(current: string | null) {
  const { data: options } = useStoryOptions(useServices().reading)
  return React.useMemo(() => {
    if (!options) return { codes: [...TARGET_LANGUAGES], options: undefined }
    const offered = storyLanguages(options, TARGET_LANGUAGES)
    const codes =
      current && !offered.some((code) => code === current) ? [...offered, current] : offered
    return { codes, options }
  }, [options, current])
}

function ProfileForm({ profile, userId }: { profile: Profile | null; userId: string }) {
  const [values, setValues] = React.useState(() => initialValues(profile))
  const [errors, setErrors] = React.useState<Partial<Record<keyof ProfileFormValues, string>>>({})
  const navigate = useNavigate()
  const { profiles } = useServices()
  const create = useCreateProfile(profiles)
  const update = useUpdateProfile(profiles)
  const pending = create.isPending || update.isPending
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const nativeOptions = React.useMemo(() => languageOptions(NATIVE_LANGUAGES), [])
  const targets = useTargetLanguages(profile?.tl ?? null)
  const targetOptions = React.useMemo(() => languageOptions(targets.codes), [targets.codes])
  const genreOptions = GENRES.map((genre) => ({ value: genre, label: t(`genre.${genre}`) }))

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    const result = validateProfileForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    const mutation = profile ? update : create
    const wasComplete = isProfileComplete(profile)
    mutation.mutate(
      { userId, input: result.input },
      {
        onSuccess: (saved) => {
          // The first complete profile leads on to a first story (issue 15 item 7).
          if (!wasComplete && isProfileComplete(saved)) {
            notify.success(t('settings.profileReady'))
            void navigate(routeTable.readGenerate.href())
            return
          }
          notify.success(t('settings.saved'))
        },
      },
    )
  }

  const acceptLevel = (level: string, subLevel: number, onAccepted: () => void) => {
    // The suggestion is computed from plain strings; only the profile's own values go out.
    const lang_lvl = LANG_LEVELS.find((known) => known === level)
    const lang_sub_lvl = LANG_SUB_LEVELS.find((known) => known === subLevel)
    if (!profile || !lang_lvl || !lang_sub_lvl) return
    update.mutate(
      { userId, input: { lang_lvl, lang_sub_lvl } },
      {
        onSuccess: () => {
          // The form follows the stored level, keeping the learner's other unsaved edits.
          setValues((current) => ({ ...current, lang_lvl: level, lang_sub_lvl: subLevel }))
          onAccepted()
          notify.success(
            t('settings.suggestionAcceptedLevel', { level: levelLabel(level, subLevel) ?? level }),
          )
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      {profile && (
        <SuggestionSlot
          profile={profile}
          formLanguage={values.tl}
          userId={userId}
          pending={update.isPending}
          onAccept={acceptLevel}
        />
      )}
      <Field>
        <FieldLabel>{t('settings.wantedName')}</FieldLabel>
        <FieldControl>
          <Input
            name="wanted_name"
            autoComplete="nickname"
            value={values.wanted_name}
            onChange={(event) => set('wanted_name', event.currentTarget.value)}
          />
        </FieldControl>
        <FieldDescription>{t('settings.wantedNameHint')}</FieldDescription>
        <FieldError>{errors.wanted_name}</FieldError>
      </Field>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field>
          <FieldLabel>{t('settings.nativeLanguage')}</FieldLabel>
          <FieldControl>
            <Combobox
              options={nativeOptions}
              value={values.nl}
              onValueChange={(value) => set('nl', value)}
              placeholder={t('settings.chooseLanguage')}
              searchPlaceholder={t('settings.searchLanguages')}
              emptyText={t('settings.noLanguage')}
            />
          </FieldControl>
          <FieldError>{errors.nl}</FieldError>
        </Field>
        <Field>
          <FieldLabel>{t('settings.targetLanguage')}</FieldLabel>
          <FieldControl>
            <Combobox
              options={targetOptions}
              value={values.tl}
              onValueChange={(value) => set('tl', value)}
              placeholder={t('settings.chooseLanguage')}
              searchPlaceholder={t('settings.searchLanguages')}
              emptyText={t('settings.noLanguage')}
            />
          </FieldControl>
          <TargetLanguageHint options={targets.options} current={values.tl} />
          <FieldError>{errors.tl}</FieldError>
        </Field>
      </div>
      <div className="grid items-start gap-6 sm:grid-cols-2">
        <Field>
          <FieldLabel>{t('settings.level')}</FieldLabel>
          <Select value={values.lang_lvl ?? ''} onValueChange={(value) => set('lang_lvl', value)}>
            <FieldControl>
              <SelectTrigger className="w-full">
                <SelectValue placeholder={t('settings.chooseLevel')} />
              </SelectTrigger>
            </FieldControl>
            <SelectContent>
              {LANG_LEVELS.map((level) => (
                <SelectItem key={level} value={level}>
                  {level}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldDescription>{t('settings.levelHint')}</FieldDescription>
          <FieldError>{errors.lang_lvl}</FieldError>
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('settings.subLevel')}</legend>
          <RadioGroup
            value={values.lang_sub_lvl === null ? '' : String(values.lang_sub_lvl)}
            onValueChange={(value) => set('lang_sub_lvl', Number(value))}
            className="flex gap-4"
            aria-invalid={errors.lang_sub_lvl ? true : undefined}
          >
            {LANG_SUB_LEVELS.map((band) => (
              <div key={band} className="flex items-center gap-2">
                <RadioGroupItem value={String(band)} id={`band-${band}`} />
                <Label htmlFor={`band-${band}`}>{t(`settings.subLevel.${band}`)}</Label>
              </div>
            ))}
          </RadioGroup>
          {errors.lang_sub_lvl && (
            <p className="text-sm font-medium text-destructive">{errors.lang_sub_lvl}</p>
          )}
        </fieldset>
      </div>
      <AuthorsField
        value={values.fav_authors}
        onChange={(next) => set('fav_authors', next)}
        error={errors.fav_authors}
        description={t('settings.authorsHint', { max: FAV_AUTHORS_MAX_ITEMS })}
      />
      <Field>
        <FieldLabel>{t('settings.genres')}</FieldLabel>
        <FieldControl>
          <MultiSelect
            options={genreOptions}
            value={values.fav_genres}
            onValueChange={(next) => set('fav_genres', next.slice(0, FAV_GENRES_MAX_ITEMS))}
            placeholder={t('settings.chooseGenres')}
            searchPlaceholder={t('settings.searchGenres')}
            emptyText={t('settings.noGenre')}
            removeLabel={(name) => t('settings.removeAuthor', { name })}
          />
        </FieldControl>
        <FieldDescription>
          {t('settings.genresHint', { max: FAV_GENRES_MAX_ITEMS })}
        </FieldDescription>
        <FieldError>{errors.fav_genres}</FieldError>
      </Field>
      <div>
        <Button type="submit" loading={pending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  )
}

/** Which target languages work, and why the others are not offered. */
function TargetLanguageHint({
  options,
  current,
}: {
  options: ReturnType<typeof useTargetLanguages>['options']
  current: string | null
}) {
  if (!options) return null
  const library = options.library.languages.map((entry) => entry.language)
  const needsProvider =
    !options.provider.connected && current !== null && !library.includes(current)
  return (
    <>
      <FieldDescription data-testid="target-language-hint">
        {options.provider.connected
          ? t('settings.languagesProvider')
          : t('settings.languagesLibrary', {
              languages: library
                .map((code) => languageName(code))
                .sort((a, b) => a.localeCompare(b))
                .join(', '),
            })}
      </FieldDescription>
      {needsProvider && (
        <FieldDescription className="text-destructive">
          {t('settings.languageNeedsProvider', { language: languageName(current) })}
        </FieldDescription>
      )}
    </>
  )
}

/**
 * The level suggestion (same rule as the tests page), when there is one that differs from the
 * profile and is not dismissed. Tests taken before the last accepted suggestion do not count.
 */
function SuggestionSlot({
  profile,
  formLanguage,
  userId,
  pending,
  onAccept,
}: {
  profile: Profile
  /** The language chosen in the form, maybe not saved yet. */
  formLanguage: string | null
  userId: string
  pending: boolean
  onAccept: (level: string, subLevel: number, onAccepted: () => void) => void
}) {
  const { data: history } = useTestHistory(useServices().reading, userId)
  const [dismissed, setDismissed] = React.useState(() => readDismissedSuggestions())
  const [countedFrom, setCountedFrom] = React.useState(() => readCountedFrom(userId))
  const since = countedFrom === null ? null : Date.parse(countedFrom)
  // A level is per language: tests in another language never suggest one, and once the learner
  // picks another language in the form, the suggestion for the old one goes (issue 15).
  const recent = testsCountingFor(history ?? [], profile.tl, since)
  const suggestion = suggestLevel(recent, profile.lang_lvl, profile.lang_sub_lvl)
  if (!suggestion || formLanguage !== profile.tl) return null
  const from = { level: profile.lang_lvl, subLevel: profile.lang_sub_lvl }
  if (suggestion.level === from.level && suggestion.subLevel === from.subLevel) return null
  const id = suggestionId(from, suggestion)
  if (dismissed.includes(id)) return null
  const newest = recent.at(-1)?.createdAt
  return (
    <LevelSuggestionCard
      suggestion={suggestion}
      pending={pending}
      onAccept={() =>
        onAccept(suggestion.level, suggestion.subLevel, () => {
          if (newest === undefined) return
          rememberAccepted(userId, newest)
          setCountedFrom(newest)
        })
      }
      onDismiss={() => {
        dismissSuggestion(id)
        setDismissed(readDismissedSuggestions())
      }}
    />
  )
}

export function Component() {
  const { userId } = useAccount()
  const { data: profile, isPending } = useProfile(useServices().profiles, userId)
  return (
    <SettingsSection
      title={t('page.settingsProfile')}
      description={t('settings.profileDescription')}
    >
      {isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <ProfileForm profile={profile ?? null} userId={userId} />
      )}
      <DailyGoalForm />
    </SettingsSection>
  )
}
