import type { AgentType } from '../agent-types';
import type { ReplyLanguage } from './language';

/**
 * Replies for visitors who write in another language than the knowledge base's (English): greet
 * back and say what the agent can help with, thank back, or say that a person will follow up.
 * Formal address throughout (usted, vous, Sie, lei, u): it suits every workspace tone. No figures,
 * no emoji, no English contractions, no exclamation marks, as the English templates.
 */
type Foreign = Exclude<ReplyLanguage, 'en'>;

interface LanguagePhrases {
  greeting: string;
  capabilities: Readonly<Record<AgentType, string>>;
  question: string;
  thanks: string;
  followUp: string;
  /** Before an answer quoted from the (English) knowledge: it says the words that follow are English. */
  answerLead: string;
  /** After it: a person can answer in the visitor's language. */
  personOffer: string;
  /** Before a quote (or the quote's questions) worked out in English from the job described. */
  quoteLead: string;
}

export const LANGUAGE_PHRASES: Readonly<Record<Foreign, LanguagePhrases>> = {
  es: {
    greeting: 'Hola, gracias por escribirnos.',
    capabilities: {
      quote: 'Puedo preparar un presupuesto para su proyecto y responder a sus preguntas.',
      shop: 'Puedo ayudarle a encontrar productos, consultar un pedido y responder a sus preguntas.',
      social: 'Puedo responder a sus preguntas sobre nuestro negocio.',
    },
    question: '¿En qué puedo ayudarle?',
    thanks: 'De nada. ¿Puedo ayudarle en algo más?',
    followUp: 'Gracias por su mensaje. Un miembro de nuestro equipo le responderá aquí en breve.',
    answerLead: 'Esto es lo que dice nuestra información, que está en inglés:',
    personOffer: 'Si lo prefiere, un miembro de nuestro equipo puede responderle en español.',
    quoteLead: 'Este es el presupuesto para su proyecto; los detalles están en inglés:',
  },
  fr: {
    greeting: 'Bonjour, merci pour votre message.',
    capabilities: {
      quote: 'Je peux préparer un devis pour votre projet et répondre à vos questions.',
      shop: 'Je peux vous aider à trouver un produit, suivre une commande et répondre à vos questions.',
      social: 'Je peux répondre à vos questions sur notre entreprise.',
    },
    question: 'Comment puis-je vous aider ?',
    thanks: 'Avec plaisir. Puis-je vous aider pour autre chose ?',
    followUp: 'Merci pour votre message. Un membre de notre équipe vous répondra ici très bientôt.',
    answerLead: 'Voici ce que dit notre documentation, qui est en anglais :',
    personOffer: 'Si vous préférez, un membre de notre équipe peut vous répondre en français.',
    quoteLead: 'Voici le devis pour votre projet ; le détail est en anglais :',
  },
  de: {
    greeting: 'Hallo, danke für Ihre Nachricht.',
    capabilities: {
      quote: 'Ich kann ein Angebot für Ihr Projekt erstellen und Ihre Fragen beantworten.',
      shop: 'Ich kann Ihnen helfen, Produkte zu finden, eine Bestellung zu prüfen und Fragen zu beantworten.',
      social: 'Ich kann Ihre Fragen zu unserem Unternehmen beantworten.',
    },
    question: 'Wie kann ich Ihnen helfen?',
    thanks: 'Gern geschehen. Kann ich sonst noch helfen?',
    followUp: 'Danke für Ihre Nachricht. Ein Mitglied unseres Teams meldet sich hier in Kürze bei Ihnen.',
    answerLead: 'Das steht in unseren Informationen, die auf Englisch sind:',
    personOffer: 'Wenn Sie möchten, antwortet Ihnen gern ein Mitglied unseres Teams auf Deutsch.',
    quoteLead: 'Hier ist das Angebot für Ihr Projekt; die Einzelheiten sind auf Englisch:',
  },
  pt: {
    greeting: 'Olá, obrigado pela sua mensagem.',
    capabilities: {
      quote: 'Posso preparar um orçamento para o seu projeto e responder às suas perguntas.',
      shop: 'Posso ajudar a encontrar produtos, verificar uma encomenda e responder às suas perguntas.',
      social: 'Posso responder às suas perguntas sobre o nosso negócio.',
    },
    question: 'Como posso ajudar?',
    thanks: 'De nada. Posso ajudar em mais alguma coisa?',
    followUp: 'Obrigado pela sua mensagem. Um membro da nossa equipa vai responder aqui em breve.',
    answerLead: 'Eis o que diz a nossa informação, que está em inglês:',
    personOffer: 'Se preferir, um membro da nossa equipa pode responder em português.',
    quoteLead: 'Eis o orçamento para o seu projeto; os detalhes estão em inglês:',
  },
  it: {
    greeting: 'Salve, grazie per il messaggio.',
    capabilities: {
      quote: 'Posso preparare un preventivo per il suo progetto e rispondere alle sue domande.',
      shop: 'Posso aiutarla a trovare prodotti, controllare un ordine e rispondere alle sue domande.',
      social: 'Posso rispondere alle sue domande sulla nostra attività.',
    },
    question: 'Come posso aiutarla?',
    thanks: 'Prego. Posso aiutarla in altro?',
    followUp: 'Grazie per il messaggio. Un membro del nostro team le risponderà qui a breve.',
    answerLead: 'Ecco cosa dicono le nostre informazioni, che sono in inglese:',
    personOffer: 'Se preferisce, un membro del nostro team può risponderle in italiano.',
    quoteLead: 'Ecco il preventivo per il suo progetto; i dettagli sono in inglese:',
  },
  nl: {
    greeting: 'Hallo, bedankt voor uw bericht.',
    capabilities: {
      quote: 'Ik kan een offerte voor uw project maken en uw vragen beantwoorden.',
      shop: 'Ik kan u helpen producten te vinden, een bestelling na te kijken en uw vragen te beantwoorden.',
      social: 'Ik kan uw vragen over ons bedrijf beantwoorden.',
    },
    question: 'Waarmee kan ik u helpen?',
    thanks: 'Graag gedaan. Kan ik u nog ergens anders mee helpen?',
    followUp: 'Bedankt voor uw bericht. Een medewerker van ons team antwoordt u hier zo snel mogelijk.',
    answerLead: 'Dit staat in onze informatie, die in het Engels is:',
    personOffer: 'Als u dat liever heeft, kan een medewerker van ons team u in het Nederlands antwoorden.',
    quoteLead: 'Hier is de offerte voor uw project; de details zijn in het Engels:',
  },
};

export type ForeignReplyKind = 'greeting' | 'thanks' | 'followUp';

/**
 * An answer from the knowledge to a visitor writing in another language: said in their language
 * that what follows is our (English) information, the knowledge's sentences as written (never
 * translated, so never changed), and the offer of a person who answers in their language.
 */
export function foreignAnswer(language: Exclude<ReplyLanguage, 'en'>, facts: string): string {
  const phrases = LANGUAGE_PHRASES[language];
  return `${phrases.answerLead}\n${facts}\n${phrases.personOffer}`;
}

/**
 * A quote for a job described in another language: said in the visitor's language that this is
 * the quote, the quote engine's itemised figures (or its questions for what is missing) as the
 * English templates word them, and the offer of a person in their language. The figures are the
 * quote engine's own, so nothing is translated or changed.
 */
export function foreignQuote(language: Exclude<ReplyLanguage, 'en'>, quote: string): string {
  const phrases = LANGUAGE_PHRASES[language];
  return `${phrases.quoteLead}\n${quote}\n${phrases.personOffer}`;
}

/** The reply in the visitor's language; null for English (the persona templates answer). */
export function foreignReply(
  language: ReplyLanguage,
  kind: ForeignReplyKind,
  agentType: AgentType,
): string | null {
  if (language === 'en') return null;
  const phrases = LANGUAGE_PHRASES[language];
  if (kind === 'greeting')
    return `${phrases.greeting} ${phrases.capabilities[agentType]} ${phrases.question}`;
  return phrases[kind];
}
