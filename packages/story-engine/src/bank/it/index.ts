import type { BankStory } from '../types'
import a1IlGattoDelVicino from './a1-il-gatto-del-vicino'
import a1LaStellaNelGiardino from './a1-la-stella-nel-giardino'
import a2LaBiciclettaScomparsa from './a2-la-bicicletta-scomparsa'
import a2UnaNotteInMontagna from './a2-una-notte-in-montagna'
import b1IlFrigoriferoIntelligente from './b1-il-frigorifero-intelligente'
import b1LeNoteAMatita from './b1-le-note-a-matita'
import b2LaSerraDiTitano from './b2-la-serra-di-titano'
import b2LaTipografiaDiViaDeiServi from './b2-la-tipografia-di-via-dei-servi'
import c1IlTrenoDelle2340 from './c1-il-treno-delle-23-40'
import c1LaLiutaiaDiCremona from './c1-la-liutaia-di-cremona'
import c2GliOspitiDiVillaArdesia from './c2-gli-ospiti-di-villa-ardesia'
import c2IlMercanteDiOmbre from './c2-il-mercante-di-ombre'

/**
 * Every registered bank story in this language. To add one: create `<level>-<slug>.ts` here
 * (default export `defineBankStory({ … })`), import it below and list it in the array.
 */
export const STORIES: readonly BankStory[] = [
  a1IlGattoDelVicino,
  a1LaStellaNelGiardino,
  a2LaBiciclettaScomparsa,
  a2UnaNotteInMontagna,
  b1IlFrigoriferoIntelligente,
  b1LeNoteAMatita,
  b2LaSerraDiTitano,
  b2LaTipografiaDiViaDeiServi,
  c1IlTrenoDelle2340,
  c1LaLiutaiaDiCremona,
  c2GliOspitiDiVillaArdesia,
  c2IlMercanteDiOmbre,
]
