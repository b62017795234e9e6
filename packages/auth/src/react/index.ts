export {
  useAccessToken,
  useAuthEvents,
  useAuthUser,
  useCan,
  useIsAuthenticated,
  useStaffRole,
} from './hooks.js'
