// Loaded on first use (../lazy-repository.ts): the account directory and the content tasks.
export { createSupabaseStaffRepository as createRepository } from '@fabula/staff-api'
