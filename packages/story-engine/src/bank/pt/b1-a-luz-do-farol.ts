import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: who lights the old lighthouse every midnight? */
export default defineBankStory({
  id: 'pt-b1-a-luz-do-farol',
  language: 'pt',
  level: 'B1',
  subLevel: 2,
  genres: ['mystery', 'slice of life'],
  title: 'A luz do farol',
  characters: [
    { key: 'hero', gender: 'm', names: ['Gustavo', 'Felipe', 'Rodrigo', 'Caio'] },
    { key: 'aunt', gender: 'f', names: ['Lúcia', 'Marta', 'Célia'] },
  ],
  paragraphs: [
    [
      'Quando {{hero}} chegou à pequena ilha para passar as férias na casa da tia, a primeira coisa que ouviu foi uma história estranha.',
      'Segundo os pescadores, o velho farol estava fechado havia trinta anos, mas alguém acendia a luz todas as noites, sempre à meia-noite.',
    ],
    [
      'A tia, {{aunt}}, não acreditou na história.',
      '— É coisa de pescador — disse ela. — Eles adoram contar histórias.',
      'Mas {{hero}} ficou curioso.',
      'Naquela mesma noite, esperou até a meia-noite na janela do quarto.',
      'E, de fato, às doze em ponto, uma luz forte apareceu no alto do farol.',
    ],
    [
      'No dia seguinte, ele foi até o farol.',
      'A porta estava trancada com um cadeado enorme e enferrujado, mas na areia havia pegadas novas, pequenas, como as de uma mulher.',
      'As pegadas iam do farol até a estrada que levava à casa da tia.',
    ],
    [
      'Naquela noite, {{hero}} fingiu que estava dormindo.',
      'Às onze e meia, ouviu a porta da cozinha e viu a tia sair com uma lanterna e uma chave grande na mão.',
      'Ele a seguiu em silêncio pela praia.',
    ],
    [
      'Dentro do farol, a tia subiu a escada e ligou a luz.',
      'Quando viu o sobrinho, não ficou zangada; apenas suspirou.',
      '— Seu tio era o faroleiro desta ilha — disse ela. — Ele saiu de barco numa noite de tempestade e nunca mais voltou.',
      '— Eu sei que é bobagem, mas ligo a luz para ele encontrar o caminho de casa.',
      '{{hero}} pegou a mão dela, e os dois ficaram ali, olhando o mar, até a luz se apagar.',
    ],
  ],
  translations: {
    en: [
      [
        'When {{hero}} arrived on the small island to spend the holidays at his aunt’s house, the first thing he heard was a strange story.',
        'According to the fishermen, the old lighthouse had been closed for thirty years, but someone lit the lamp every night, always at midnight.',
      ],
      [
        'His aunt, {{aunt}}, did not believe the story.',
        '“That’s just fishermen’s talk,” she said. “They love telling stories.”',
        'But {{hero}} was curious.',
        'That same night, he waited until midnight at his bedroom window.',
        'And indeed, at twelve on the dot, a bright light appeared at the top of the lighthouse.',
      ],
      [
        'The next day, he went to the lighthouse.',
        'The door was locked with a huge, rusty padlock, but in the sand there were fresh footprints, small ones, like a woman’s.',
        'The footprints went from the lighthouse to the road that led to his aunt’s house.',
      ],
      [
        'That night, {{hero}} pretended to be asleep.',
        'At half past eleven, he heard the kitchen door and saw his aunt go out with a torch and a big key in her hand.',
        'He followed her silently along the beach.',
      ],
      [
        'Inside the lighthouse, his aunt climbed the stairs and switched on the light.',
        'When she saw her nephew, she was not angry; she only sighed.',
        '“Your uncle was the keeper of this lighthouse,” she said. “He went out in his boat one stormy night and never came back.”',
        '“I know it’s silly, but I light the lamp so that he can find his way home.”',
        '{{hero}} took her hand, and the two of them stayed there, looking at the sea, until the light went out.',
      ],
    ],
  },
  glossary: [
    { word: 'ilha', lemma: 'ilha', gloss: { en: 'island' } },
    { word: 'férias', lemma: 'férias', gloss: { en: 'holidays, vacation' } },
    { word: 'pescadores', lemma: 'pescador', gloss: { en: 'fishermen' } },
    { word: 'farol', lemma: 'farol', gloss: { en: 'lighthouse' } },
    { word: 'havia trinta anos', lemma: 'haver', gloss: { en: 'for thirty years (up to then)' } },
    { word: 'acendia', lemma: 'acender', gloss: { en: 'lit, switched on' } },
    { word: 'de fato', lemma: 'de fato', gloss: { en: 'indeed, in fact' } },
    { word: 'em ponto', lemma: 'em ponto', gloss: { en: 'on the dot, sharp' } },
    { word: 'trancada', lemma: 'trancar', gloss: { en: 'locked' } },
    { word: 'cadeado', lemma: 'cadeado', gloss: { en: 'padlock' } },
    { word: 'enferrujado', lemma: 'enferrujado', gloss: { en: 'rusty' } },
    { word: 'areia', lemma: 'areia', gloss: { en: 'sand' } },
    { word: 'pegadas', lemma: 'pegada', gloss: { en: 'footprints' } },
    { word: 'fingiu', lemma: 'fingir', gloss: { en: 'pretended' } },
    { word: 'lanterna', lemma: 'lanterna', gloss: { en: 'torch, flashlight' } },
    { word: 'sobrinho', lemma: 'sobrinho', gloss: { en: 'nephew' } },
    { word: 'zangada', lemma: 'zangado', gloss: { en: 'angry' } },
    { word: 'suspirou', lemma: 'suspirar', gloss: { en: 'sighed' } },
    { word: 'faroleiro', lemma: 'faroleiro', gloss: { en: 'lighthouse keeper' } },
    { word: 'tempestade', lemma: 'tempestade', gloss: { en: 'storm' } },
    { word: 'bobagem', lemma: 'bobagem', gloss: { en: 'nonsense, something silly' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Onde {{hero}} passava as férias?',
      options: ['Na casa da avó', 'Na casa da tia, numa ilha', 'Num hotel na praia'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'A tia acreditou logo na história dos pescadores.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'A que horas a luz do farol acendia?',
      options: ['Às onze', 'À meia-noite', 'Às duas da manhã'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que {{hero}} encontrou na areia?',
      options: ['Uma chave', 'Pegadas pequenas', 'Um barco'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Quem acendia a luz era a tia.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Por que a tia acende a luz?',
      options: [
        'Para assustar os pescadores',
        'Para o tio encontrar o caminho de casa',
        'Porque é o seu trabalho',
      ],
      answer: 1,
    },
  ],
})
