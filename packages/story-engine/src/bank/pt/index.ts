import type { BankStory } from '../types'
import a1OChapeuDoVovo from './a1-o-chapeu-do-vovo'
import a1OPeixeDourado from './a1-o-peixe-dourado'
import a2OGuardaChuvaAmarelo from './a2-o-guarda-chuva-amarelo'
import a2OPrimeiroDiaNaPadaria from './a2-o-primeiro-dia-na-padaria'
import b1ACostureiraEOVento from './b1-a-costureira-e-o-vento'
import b1ALuzDoFarol from './b1-a-luz-do-farol'
import b2AFotografaDosRios from './b2-a-fotografa-dos-rios'
import b2AMensagemDasTresDaManha from './b2-a-mensagem-das-tres-da-manha'
import c1OArquivoDasLembrancas from './c1-o-arquivo-das-lembrancas'
import c1ODiarioDoEstrelaDoSul from './c1-o-diario-do-estrela-do-sul'
import c2OHospedeDoQuartoSete from './c2-o-hospede-do-quarto-sete'
import c2ORioQueNaoEstavaNoMapa from './c2-o-rio-que-nao-estava-no-mapa'

/**
 * Every registered bank story in this language (written in Brazilian Portuguese). To add one:
 * create `<level>-<slug>.ts` here (default export `defineBankStory({ … })`), import it below and
 * list it in the array.
 */
export const STORIES: readonly BankStory[] = [
  a1OChapeuDoVovo,
  a1OPeixeDourado,
  a2OGuardaChuvaAmarelo,
  a2OPrimeiroDiaNaPadaria,
  b1ACostureiraEOVento,
  b1ALuzDoFarol,
  b2AFotografaDosRios,
  b2AMensagemDasTresDaManha,
  c1OArquivoDasLembrancas,
  c1ODiarioDoEstrelaDoSul,
  c2OHospedeDoQuartoSete,
  c2ORioQueNaoEstavaNoMapa,
]
