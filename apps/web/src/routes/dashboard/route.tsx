import { isProfileComplete } from '@fabula/profile-api'
import type { Profile } from '@fabula/profile-api'
import { useProfile } from '@fabula/profile-api/react'
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  Skeleton,
} from '@fabula/ui'
import { Sparkles } from 'lucide-react'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { levelLabel } from '@/features/reading/level-label'
import { t } from '@/i18n/learner'
import { useAccount, useServices } from '@/app/app-context'
import { languageName } from '@/lib/language-name'
import {
  CardGrid,
  ContinueCard,
  DailyGoalCard,
  NextTestCard,
  StatCards,
  WordsKnownChart,
} from './learner-cards'
import { StaffOverview } from './staff-overview'
import { ReviewDueCard } from '@/features/reading/review-due-card'

const REQUIRED_FIELDS = ['wanted_name', 'nl', 'tl', 'lang_lvl', 'lang_sub_lvl'] as const

/** How many of the fields a story needs are still empty. */
export function missingProfileFields(profile: Profile | null | undefined): number {
  if (!profile) return REQUIRED_FIELDS.length
  return REQUIRED_FIELDS.filter((field) => profile[field] === null).length
}

function OnboardingCard({ missing }: { missing: number }) {
  return (
    <Card className="border-primary/40 bg-primary/5" data-testid="onboarding-card">
      <CardHeader>
        <h2 className="leading-tight font-semibold">{t('dashboard.onboardingTitle')}</h2>
        <CardDescription>{t('dashboard.onboardingBody')}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          {t('dashboard.onboardingMissing', { count: missing })}
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <PreloadLink to={routeTable.settings.href()}>
            {t('dashboard.onboardingAction')}
          </PreloadLink>
        </Button>
      </CardFooter>
    </Card>
  )
}

/** A learner's dashboard: their figures, today's goal, words over time, what to read and test. */
function LearnerDashboard({ profile }: { profile: Profile & { tl: string } }) {
  return (
    <>
      <p className="text-muted-foreground" data-testid="profile-summary">
        {t('dashboard.profileSummary', {
          target: languageName(profile.tl),
          native: languageName(profile.nl ?? ''),
          level: levelLabel(profile.lang_lvl, profile.lang_sub_lvl) ?? '',
        })}
      </p>
      <section aria-labelledby="stats-heading" className="flex flex-col gap-3">
        <h2 id="stats-heading" className="text-lg font-semibold">
          {t('dashboard.statsTitle')}
        </h2>
        <StatCards profile={profile} />
      </section>
      <CardGrid>
        <ContinueCard />
        <NextTestCard />
        <DailyGoalCard />
        <ReviewDueCard />
      </CardGrid>
      <WordsKnownChart language={profile.tl} />
    </>
  )
}

export function Component() {
  const { userId, role } = useAccount()
  const { data: profile, isPending } = useProfile(useServices().profiles, userId)
  const complete = isProfileComplete(profile)
  const name = profile?.wanted_name
  return (
    <Page
      title={t('page.dashboard')}
      description={name ? t('dashboard.greeting', { name }) : t('dashboard.greetingAnonymous')}
      actions={
        complete ? (
          <Button asChild>
            <PreloadLink to={routeTable.readGenerate.href()}>
              <Sparkles aria-hidden />
              {t('dashboard.generateAction')}
            </PreloadLink>
          </Button>
        ) : undefined
      }
    >
      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : complete ? (
        <LearnerDashboard profile={profile} />
      ) : role ? (
        // Staff without a learning profile: today's overview, not the learner onboarding.
        <StaffOverview />
      ) : (
        <OnboardingCard missing={missingProfileFields(profile)} />
      )}
    </Page>
  )
}
