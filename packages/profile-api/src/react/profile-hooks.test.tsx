import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { AppError } from '@fabula/errors'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Profile, ProfileRepository } from '../index.js'
import {
  profileKeys,
  profileQueryOptions,
  useCreateProfile,
  useProfile,
  useUpdateProfile,
} from './index.js'

const USER_ID = '7d3c1c9e-0f6a-4d53-9b8e-3f1f0c7f2a11'

const PROFILE: Profile = {
  user_id: USER_ID,
  wanted_name: 'Ana',
  nl: 'en',
  tl: 'es',
  fav_authors: [],
  fav_genres: [],
  lang_lvl: 'A2',
  lang_sub_lvl: 1,
}

/** An in-memory repository: the seam the hooks are written against. */
function memoryRepository(initial: Profile | null = null) {
  let stored = initial
  const repo: ProfileRepository = {
    get: vi.fn(async () => stored),
    create: vi.fn(async (userId, input) => {
      stored = { ...PROFILE, ...stored, ...input, user_id: userId } as Profile
      return stored
    }),
    update: vi.fn(async (_userId, input) => {
      if (!stored) throw new AppError('DATA_NOT_FOUND')
      stored = { ...stored, ...input } as Profile
      return stored
    }),
  }
  return repo
}

// A fresh client per test, without retries, so a failure surfaces at once.
function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { queryClient, wrapper }
}

describe('profileKeys', () => {
  it('nests every profile key under one root for bulk invalidation', () => {
    expect(profileKeys.detail(USER_ID)).toEqual(['profiles', 'detail', USER_ID])
    expect(profileKeys.detail(USER_ID).slice(0, 1)).toEqual(profileKeys.all)
  })
})

describe('profileQueryOptions', () => {
  it('loads through the repository for route loaders', async () => {
    const repo = memoryRepository(PROFILE)
    const { queryClient } = setup()
    await expect(queryClient.ensureQueryData(profileQueryOptions(repo, USER_ID))).resolves.toEqual(
      PROFILE,
    )
    expect(repo.get).toHaveBeenCalledWith(USER_ID)
  })
})

describe('useProfile', () => {
  it('returns the profile, or null when there is none', async () => {
    const { wrapper } = setup()
    const withProfile = renderHook(() => useProfile(memoryRepository(PROFILE), USER_ID), {
      wrapper,
    })
    await waitFor(() => expect(withProfile.result.current.data).toEqual(PROFILE))

    const other = setup()
    const without = renderHook(() => useProfile(memoryRepository(null), USER_ID), {
      wrapper: other.wrapper,
    })
    await waitFor(() => expect(without.result.current.isSuccess).toBe(true))
    expect(without.result.current.data).toBeNull()
  })

  it('waits without fetching while there is no user id', () => {
    const repo = memoryRepository(PROFILE)
    const { wrapper } = setup()
    const { result } = renderHook(() => useProfile(repo, undefined), { wrapper })
    expect(result.current.isPending).toBe(true)
    expect(result.current.fetchStatus).toBe('idle')
    expect(repo.get).not.toHaveBeenCalled()
  })

  it('surfaces the AppError of a failed read', async () => {
    const repo = memoryRepository()
    vi.mocked(repo.get).mockRejectedValueOnce(new AppError('SESSION_EXPIRED'))
    const { wrapper } = setup()
    const { result } = renderHook(() => useProfile(repo, USER_ID), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect((result.current.error as AppError).record.code).toBe('SESSION_EXPIRED')
  })
})

describe('useCreateProfile and useUpdateProfile', () => {
  it('put the saved profile into the cache without a refetch', async () => {
    const repo = memoryRepository(null)
    const { queryClient, wrapper } = setup()
    const { result } = renderHook(
      () => ({
        profile: useProfile(repo, USER_ID),
        create: useCreateProfile(repo),
        update: useUpdateProfile(repo),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true))
    expect(result.current.profile.data).toBeNull()

    await act(() =>
      result.current.create.mutateAsync({ userId: USER_ID, input: { wanted_name: 'Ana' } }),
    )
    expect(queryClient.getQueryData(profileKeys.detail(USER_ID))).toMatchObject({
      wanted_name: 'Ana',
    })

    await act(() =>
      result.current.update.mutateAsync({ userId: USER_ID, input: { lang_lvl: 'B2' } }),
    )
    await waitFor(() =>
      expect(result.current.profile.data).toMatchObject({ wanted_name: 'Ana', lang_lvl: 'B2' }),
    )
    expect(repo.get).toHaveBeenCalledTimes(1)
  })

  it('refetch the cached profile after a failed write', async () => {
    const repo = memoryRepository(PROFILE)
    vi.mocked(repo.update).mockRejectedValueOnce(new AppError('VALUE_OUT_OF_RANGE'))
    const { wrapper } = setup()
    const { result } = renderHook(
      () => ({ profile: useProfile(repo, USER_ID), update: useUpdateProfile(repo) }),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true))

    await act(async () => {
      await result.current.update
        .mutateAsync({ userId: USER_ID, input: { lang_lvl: 'C1' } })
        .catch(() => undefined)
    })
    await waitFor(() => expect(repo.get).toHaveBeenCalledTimes(2))
    expect(result.current.update.error?.record.code).toBe('VALUE_OUT_OF_RANGE')
  })
})
