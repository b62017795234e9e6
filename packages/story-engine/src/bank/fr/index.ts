import type { BankStory } from '../types'
import a1LaBoulangerie from './a1-la-boulangerie'
import a1LePetitDragon from './a1-le-petit-dragon'
import a2LeChatDeMadameBlanc from './a2-le-chat-de-madame-blanc'
import a2LeMauvaisTrain from './a2-le-mauvais-train'
import b1LeBrouillard from './b1-le-brouillard'
import b1LesLettresDuMardi from './b1-les-lettres-du-mardi'
import b2LaCrueDe1910 from './b2-la-crue-de-1910'
import b2LeVaisseauEndormi from './b2-le-vaisseau-endormi'
import c1LeNezDeGrasse from './c1-le-nez-de-grasse'
import c1LeTrainDeNuit from './c1-le-train-de-nuit'
import c2LaMaisonSurLaDune from './c2-la-maison-sur-la-dune'
import c2LeMarchandDeSilences from './c2-le-marchand-de-silences'

/**
 * Every registered bank story in this language. To add one: create `<level>-<slug>.ts` here
 * (default export `defineBankStory({ … })`), import it below and list it in the array.
 */
export const STORIES: readonly BankStory[] = [
  a1LaBoulangerie,
  a1LePetitDragon,
  a2LeChatDeMadameBlanc,
  a2LeMauvaisTrain,
  b1LeBrouillard,
  b1LesLettresDuMardi,
  b2LaCrueDe1910,
  b2LeVaisseauEndormi,
  c1LeNezDeGrasse,
  c1LeTrainDeNuit,
  c2LaMaisonSurLaDune,
  c2LeMarchandDeSilences,
]
