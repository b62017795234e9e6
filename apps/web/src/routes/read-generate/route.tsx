import { GENRES, LANG_LEVELS, isProfileComplete } from '@fabula/profile-api'
import type { Profile } from '@fabula/profile-api'
import { useProfile } from '@fabula/profile-api/react'
import { STORY_LENGTHS } from '@fabula/reading-api/contract'
import { useStartStory, useStoryOptions } from '@fabula/reading-api/react'
import {
  Button,
  Card,
  CardContent,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Skeleton,
} from '@fabula/ui'
import { Library, Sparkles } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { bandName } from '@/features/reading/level-label'
import { describeStartRefusal } from '@/features/reading/refusal'
import { rememberRequestParameters, toStartInput } from '@/features/reading/request-parameters'
import { StartRefusalNotice } from '@/features/reading/start-refusal-notice'
import { t } from '@/i18n/learner'
import { useValibotForm } from '@/lib/form'
import { useAccount, useServices } from '@/app/app-context'
import { languageName } from '@/lib/language-name'
import { GenerateFormSchema } from './generate-schema'
import type { GenerateForm } from './generate-schema'
import { NativeSelect } from './native-select'

/** Said above the form when no provider is connected: the story comes from the Fabula library. */
function LibraryNotice() {
  const { data: options } = useStoryOptions(useServices().reading)
  if (!options || options.provider.connected) return null
  return (
    <p
      className="flex gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground sm:col-span-2"
      data-testid="library-notice"
    >
      <Library aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-medium text-foreground">{t('origin.library')}. </span>
        {t('generate.libraryNotice')}
      </span>
    </p>
  )
}

function GenerateFormCard({ profile }: { profile: Profile }) {
  const navigate = useNavigate()
  const start = useStartStory(useServices().reading)
  const onValid = React.useCallback(
    async (form: GenerateForm) => {
      const input = toStartInput(form)
      // A failure is shown from the mutation's own error state below.
      const request = await start.mutateAsync(input).catch(() => null)
      if (!request) return
      rememberRequestParameters(request.id, input)
      await navigate(routeTable.storyGenerating.href({ request: request.id }))
    },
    [navigate, start],
  )
  const { errors, pending, onSubmit } = useValibotForm(GenerateFormSchema, onValid)
  // A refusal is worded from the function's reason and parameters (issue 15), never generically.
  const refusal = start.error ? describeStartRefusal(start.error) : undefined
  const levelField = React.useRef<HTMLSelectElement>(null)
  const chooseLevel = (level: string) => {
    if (!levelField.current) return
    levelField.current.value = level
    levelField.current.focus()
    start.reset()
  }
  const defaultGenre = profile.fav_genres[0] ?? 'adventure'
  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
          <LibraryNotice />
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {t('generate.languages', {
              tl: languageName(profile.tl ?? ''),
              nl: languageName(profile.nl ?? ''),
            })}
          </p>
          <Field>
            <FieldLabel>{t('generate.genre')}</FieldLabel>
            <FieldControl>
              <NativeSelect name="genre" defaultValue={defaultGenre}>
                {GENRES.map((genre) => (
                  <option key={genre} value={genre}>
                    {t(`genre.${genre}`)}
                  </option>
                ))}
              </NativeSelect>
            </FieldControl>
            <FieldError>{errors.genre}</FieldError>
          </Field>
          <Field>
            <FieldLabel>{t('generate.style')}</FieldLabel>
            <FieldControl>
              <NativeSelect name="style_author" defaultValue="">
                <option value="">{t('generate.styleNone')}</option>
                {profile.fav_authors.map((author) => (
                  <option key={author} value={author}>
                    {author}
                  </option>
                ))}
              </NativeSelect>
            </FieldControl>
            <FieldDescription>
              {profile.fav_authors.length > 0
                ? t('generate.styleHint')
                : t('generate.styleNoAuthors')}
            </FieldDescription>
            <FieldError>{errors.style_author}</FieldError>
          </Field>
          <Field className="sm:col-span-2">
            <FieldLabel>{t('generate.topic')}</FieldLabel>
            <FieldControl>
              <Input name="topic" maxLength={400} placeholder={t('generate.topicPlaceholder')} />
            </FieldControl>
            <FieldError>{errors.topic}</FieldError>
          </Field>
          <Field>
            <FieldLabel>{t('generate.length')}</FieldLabel>
            <FieldControl>
              <NativeSelect name="length" defaultValue="medium">
                {STORY_LENGTHS.map((length) => (
                  <option key={length} value={length}>
                    {t(`generate.length.${length}`)}
                  </option>
                ))}
              </NativeSelect>
            </FieldControl>
            <FieldError>{errors.length}</FieldError>
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field>
              <FieldLabel>{t('generate.level')}</FieldLabel>
              <FieldControl>
                <NativeSelect ref={levelField} name="level" defaultValue={profile.lang_lvl ?? 'A1'}>
                  {LANG_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {level}
                    </option>
                  ))}
                </NativeSelect>
              </FieldControl>
              <FieldError>{errors.level}</FieldError>
            </Field>
            <Field>
              <FieldLabel>{t('generate.subLevel')}</FieldLabel>
              <FieldControl>
                <NativeSelect name="sub_level" defaultValue={String(profile.lang_sub_lvl ?? 2)}>
                  {([1, 2, 3] as const).map((sub) => (
                    <option key={sub} value={sub}>
                      {bandName(sub)}
                    </option>
                  ))}
                </NativeSelect>
              </FieldControl>
              <FieldError>{errors.sub_level}</FieldError>
            </Field>
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2">
            {refusal && <StartRefusalNotice refusal={refusal} onLevel={chooseLevel} />}
            <Button type="submit" disabled={pending} className="justify-self-start">
              <Sparkles aria-hidden />
              {pending ? t('generate.starting') : t('generate.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

export function Component() {
  const { userId } = useAccount()
  const { data: profile, isPending } = useProfile(useServices().profiles, userId)
  return (
    <Page title={t('page.readGenerate')} description={t('read.generateDescription')}>
      {isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : isProfileComplete(profile) ? (
        <GenerateFormCard profile={profile} />
      ) : (
        <NothingYet
          body={t('generate.profileIncomplete')}
          action={
            <Button asChild>
              <PreloadLink to={routeTable.settings.href()}>
                {t('generate.completeProfile')}
              </PreloadLink>
            </Button>
          }
        />
      )}
    </Page>
  )
}
