import type { BankStory } from '../types'
import a1ElMercado from './a1-el-mercado'
import a1ElPerroDetective from './a1-el-perro-detective'
import a2ElCafeDeLaEsquina from './a2-el-cafe-de-la-esquina'
import a2LaCuevaDeLaPlaya from './a2-la-cueva-de-la-playa'
import b1ElRelojDeLaAbuela from './b1-el-reloj-de-la-abuela'
import b1ElRobotJardinero from './b1-el-robot-jardinero'
import b2LaMaletaEquivocada from './b2-la-maleta-equivocada'
import b2LaTelegrafista from './b2-la-telegrafista'
import c1ElPianoDelCuartoPiso from './c1-el-piano-del-cuarto-piso'
import c1LaCartografaDeLasIslas from './c1-la-cartografa-de-las-islas'
import c2LaCasaDeLosVeranos from './c2-la-casa-de-los-veranos'
import c2LaReinaDeLaSal from './c2-la-reina-de-la-sal'

/**
 * Every registered bank story in this language. To add one: create `<level>-<slug>.ts` here
 * (default export `defineBankStory({ … })`), import it below and list it in the array.
 */
export const STORIES: readonly BankStory[] = [
  a1ElMercado,
  a1ElPerroDetective,
  a2ElCafeDeLaEsquina,
  a2LaCuevaDeLaPlaya,
  b1ElRelojDeLaAbuela,
  b1ElRobotJardinero,
  b2LaMaletaEquivocada,
  b2LaTelegrafista,
  c1ElPianoDelCuartoPiso,
  c1LaCartografaDeLasIslas,
  c2LaCasaDeLosVeranos,
  c2LaReinaDeLaSal,
]
