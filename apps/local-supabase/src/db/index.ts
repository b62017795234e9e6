export { openDatabase } from './open'
