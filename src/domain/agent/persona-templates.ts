import type { AgentType } from '../agent-types';
import type { Tone } from '../validation/preview-questionnaire';

/**
 * The words of the built-in engine, per tone. Rules every template keeps (persona.test.ts checks
 * them): no amount or digit (prices come only from the quote engine), no emoji; professional and
 * premium use no contractions, premium no exclamation marks, casual always a contraction, urgent
 * always a call to action. Placeholders: {business}, {agent}, {facts}, {details}.
 */
export type TemplateKey =
  | 'greeting'
  | 'knowledge'
  | 'askDetails'
  | 'pricesViaQuote'
  | 'quoteIntro'
  | 'offerEmail'
  | 'askEmail'
  | 'emailQuote'
  | 'quoteReady'
  | 'handoff'
  | 'unknown'
  /** Offering a person after the reason was said already (a job too large, no prices yet). */
  | 'offerPerson'
  | 'orderStatus'
  | 'booking'
  | 'objection'
  | 'contactThanks'
  | 'thanksReply'
  | 'apology'
  | 'capabilities'
  | 'nextStep'
  /** The answer to a question asked beside a price or a complaint. */
  | 'alsoAnswer';

type Variants = readonly [string, ...string[]];

export const TEMPLATES: Readonly<Record<Tone, Readonly<Record<TemplateKey, Variants>>>> = {
  professional: {
    greeting: [
      'Hello, thank you for reaching out. How can I help you today?',
      'Good to hear from you. What can I help you with?',
    ],
    knowledge: ['{facts}', 'Yes, happy to explain. {facts}'],
    alsoAnswer: ['As for your question: {facts}', 'To answer your question: {facts}'],
    askDetails: [
      'To prepare an accurate quote, could you tell me {details}?',
      'I will gladly prepare a quote. Could you tell me {details}?',
    ],
    pricesViaQuote: [
      'Prices depend on the details of your project, so I work them out as a quote.',
      'Our prices are calculated for each project.',
    ],
    quoteIntro: ['Here is your itemised quote:', 'Thank you. Your quote comes to the following:'],
    offerEmail: [
      'Would you like me to e-mail this quote to you with a secure payment link?',
      'Shall I send this quote to your e-mail address?',
    ],
    askEmail: [
      'What e-mail address should I send the quote to?',
      'Please share your e-mail address and I will send you this quote.',
    ],
    emailQuote: [
      'Thank you. I am sending your quote to your e-mail address now.',
      'Your quote is on its way to your inbox.',
    ],
    quoteReady: [
      'Your quote has already been prepared. Please let me know if you would like to change anything.',
      'This quote is saved for you. Is there anything you would like to adjust?',
    ],
    handoff: [
      'I will bring in a team member, who will reply here shortly.',
      'I am passing your conversation to a member of our team, who will follow up here.',
    ],
    unknown: [
      'I do not have that information. Would you like me to bring in a team member?',
      'I am not able to answer that reliably. Shall I ask a member of our team to help?',
    ],
    offerPerson: [
      'Would you like me to bring in a team member?',
      'Shall I ask a member of our team to help?',
    ],
    orderStatus: [
      'I cannot see order details from here, so I will bring in a team member to check your order.',
      'A member of our team will look up your order and reply here.',
    ],
    booking: [
      'A team member will confirm an installation date with you. Which days suit you best?',
      'I will pass your booking request to our team. What dates would work for you?',
    ],
    objection: [
      'I understand. I can price a different material or size, or a team member can discuss options with you.',
      'That is a fair consideration. Would a different material or a smaller area suit your budget better?',
    ],
    contactThanks: ['Thank you, I have noted your details.', 'Thank you for sharing your details.'],
    thanksReply: [
      'Thank you. Is there anything else I can help you with?',
      'Glad I could help. Please let me know if you need anything else.',
    ],
    apology: [
      'I am sorry about this, and I understand your frustration. I am bringing in a member of our team, who will reply here shortly.',
      'I apologise for the trouble. A member of our team will take this over and reply here as soon as possible.',
    ],
    capabilities: [
      'I can {details}. What would you like to start with?',
      'I am here to {details}. How can I help you today?',
    ],
    nextStep: [
      'Would you like me to prepare a quote for your project?',
      'Is there anything else you would like to know?',
    ],
  },
  casual: {
    greeting: ["Hey there! What's up?", "Hi! What can I help you with today? I'm all ears."],
    knowledge: ["Here's the deal: {facts}", "Good question! {facts} Hope that's useful."],
    alsoAnswer: ["And here's the answer to your question: {facts}", "Oh, and that's covered too: {facts}"],
    askDetails: [
      "Happy to price that up! Could you tell me {details}? That's all I need.",
      "Sure thing! I'll just need to know {details}.",
    ],
    pricesViaQuote: [
      "Prices depend on your project, so I'll work them out as a quote.",
      "It really depends on the project, so let's put a quote together.",
    ],
    quoteIntro: ["Here's your quote, all itemised:", "Alright, here's how it adds up:"],
    offerEmail: [
      "Want me to e-mail it over with a payment link? Just say the word and it's done.",
      "Shall I send it to your inbox? It's one click to pay.",
    ],
    askEmail: [
      "What's your e-mail? I'll send the quote right over.",
      "Drop me your e-mail and I'll send this over.",
    ],
    emailQuote: [
      "Awesome, it's on its way to your inbox!",
      "Done! You'll find the quote in your inbox in a moment.",
    ],
    quoteReady: [
      "You've already got this quote. Want to tweak anything?",
      "That quote's ready and saved. Anything you'd like to change?",
    ],
    handoff: [
      "No worries, I'll bring in a team member. They'll reply right here.",
      "Got it! I'm looping in someone from the team, they'll be with you here soon.",
    ],
    unknown: [
      "Hmm, I don't know that one. Want me to grab someone from the team?",
      "I'm not sure about that. Should I get a real person to help?",
    ],
    offerPerson: [
      "Want me to grab someone from the team? They'll sort it out.",
      "Should I get a real person to help? They'll know.",
    ],
    orderStatus: [
      "I can't see orders from here, but I'll get a team member to check on yours.",
      "Let me get someone from the team to look up your order. They'll reply here.",
    ],
    booking: [
      "Let's get you booked in! Which days work for you? A team member will confirm.",
      "Sure! Tell me the dates that suit you and we'll lock one in.",
    ],
    objection: [
      "Totally get it. I can price a different material or a smaller size, or you're welcome to chat with the team.",
      "No worries! Want me to try a cheaper material or a smaller area? It's quick.",
    ],
    contactThanks: ["Thanks! I've got your details.", "Got it, thanks! I've saved that."],
    thanksReply: [
      "You're welcome! Anything else I can do?",
      "Anytime! Shout if you need anything else, I'm here.",
    ],
    apology: [
      "I'm really sorry about that. I'm getting someone from the team on this right now, they'll reply here.",
      "Sorry, that's not the experience we want for you. I'm looping in a team member who'll sort it out here.",
    ],
    capabilities: ["I can {details}. What's on your mind?", "I'm here to {details}. What can I do for you?"],
    nextStep: ["Want me to price up your project? It's quick.", "Anything else you'd like to know?"],
  },
  premium: {
    greeting: [
      'Good day, and welcome. How may I be of service?',
      'Welcome. It would be my pleasure to assist you.',
    ],
    knowledge: ['Allow me to explain. {facts}', 'With pleasure. {facts}'],
    alsoAnswer: [
      'Allow me to answer your question as well: {facts}',
      'I am pleased to answer your question too: {facts}',
    ],
    askDetails: [
      'It would be my pleasure to prepare your quote. May I ask {details}?',
      'To tailor your quote precisely, may I ask {details}?',
    ],
    pricesViaQuote: [
      'Each project is priced individually, so I prepare a tailored quote.',
      'Our pricing is tailored to each project.',
    ],
    quoteIntro: ['Your tailored quote, itemised:', 'Please find your bespoke quote below:'],
    offerEmail: [
      'May I send this quote to your e-mail address, together with a secure payment link?',
      'Should you wish, I can deliver this quote to your inbox.',
    ],
    askEmail: [
      'May I have your e-mail address, so that I can send you this quote?',
      'To which e-mail address may I send your quote?',
    ],
    emailQuote: [
      'It is my pleasure: your quote is on its way to your inbox.',
      'With pleasure. Your quote will arrive in your inbox momentarily.',
    ],
    quoteReady: [
      'Your quote has been prepared. Should you wish to refine any detail, I am at your disposal.',
      'Your quote awaits you. May I adjust anything for you?',
    ],
    handoff: [
      'I will invite a member of our team to join you personally, here in this conversation.',
      'Allow me to bring in a member of our team, who will attend to you personally.',
    ],
    unknown: [
      'I would rather not guess. May I invite a member of our team to assist you personally?',
      'That is beyond what I can confirm. Shall I ask a member of our team to attend to you?',
    ],
    offerPerson: [
      'May I invite a member of our team to assist you personally?',
      'Shall I ask a member of our team to attend to you?',
    ],
    orderStatus: [
      'I am unable to view orders from here. A member of our team will attend to your order personally.',
      'Allow me to ask a member of our team to review your order and reply here.',
    ],
    booking: [
      'It would be a pleasure to reserve an appointment. Which dates would suit you? Our team will confirm personally.',
      'May I note your preferred dates? A member of our team will confirm your appointment.',
    ],
    objection: [
      'I understand entirely. I would be pleased to prepare an alternative with a different material or size.',
      'Of course. A member of our team would be delighted to discuss the options with you personally.',
    ],
    contactThanks: [
      'Thank you. Your details are noted with care.',
      'Thank you, I have recorded your details with care.',
    ],
    thanksReply: [
      'It was my pleasure. May I assist you with anything further?',
      'The pleasure is mine. Should you wish anything further, I am at your disposal.',
    ],
    apology: [
      'Please accept my sincere apologies. Allow me to bring in a member of our team, who will attend to this personally.',
      'I am truly sorry for the inconvenience. A member of our team will attend to you personally, here in this conversation.',
    ],
    capabilities: [
      'It would be my pleasure to {details}. How may I assist you?',
      'I am here to {details}, with pleasure. What may I help you with?',
    ],
    nextStep: [
      'Should you wish, I would be delighted to prepare a tailored quote.',
      'May I assist you with anything further?',
    ],
  },
  urgent: {
    greeting: [
      "Hi! Tell me what you need and I'll get you a quote right now.",
      'Hello! What can I get moving for you today?',
    ],
    knowledge: ['Right away: {facts}', 'Quick answer, right now: {facts}'],
    alsoAnswer: ['Your question, answered right away: {facts}', 'And your answer, right now: {facts}'],
    askDetails: [
      "Let's get your quote done now. Tell me {details}.",
      'Tell me {details}, and your quote is ready instantly.',
    ],
    pricesViaQuote: [
      'Prices depend on your project, so get an exact quote now.',
      'Get your exact price now with a quote.',
    ],
    quoteIntro: ['Your quote, ready now:', 'Here is your quote, ready to book:'],
    offerEmail: [
      'Reply "send it" and I will e-mail it now with a payment link to lock in your slot.',
      'Say yes and the quote goes to your inbox now.',
    ],
    askEmail: [
      'Send me your e-mail now and the quote is in your inbox in seconds.',
      'Reply with your e-mail to get this quote right away.',
    ],
    emailQuote: [
      'Sent! Check your inbox now and pay from the link to lock in your date.',
      'Done: your quote is in your inbox. Open it now to secure your slot.',
    ],
    quoteReady: [
      'Your quote is ready. Reply "send it" to get it again, or tell me what to change.',
      'This quote is ready now. Tell me what to change or book your slot today.',
    ],
    handoff: [
      'Bringing in a team member now. Stay here and they will reply shortly.',
      'Connecting you to our team right away. Keep this chat open.',
    ],
    unknown: [
      'I do not have that answer. Reply "human" and I will get a team member now.',
      'Not sure on that one. Want a team member? Say the word and I will connect you now.',
    ],
    offerPerson: [
      'Reply "human" and I will get a team member now.',
      'Want a team member? Say the word and I will connect you now.',
    ],
    orderStatus: [
      'Getting a team member on your order now. Keep this chat open for their reply.',
      'I will have our team check your order right away. Send your order number now if you have it.',
    ],
    booking: [
      'Slots fill fast. Send me your preferred dates now and the team will confirm today.',
      "Let's book it. Reply with the days that work and we will lock one in.",
    ],
    objection: [
      'Let me fix that now: tell me a material or size to change and I will re-price it instantly.',
      'Want a lower figure? Reply with a smaller size or a different material and I will re-quote now.',
    ],
    contactThanks: [
      'Got it, details saved. Tell me what you need next.',
      'Saved. Tell me what you need and we will move now.',
    ],
    thanksReply: [
      "You're welcome! Ready to book? Tell me now and we'll lock in your slot.",
      'Anytime. Want to move ahead? Reply now and I will get it started.',
    ],
    apology: [
      'I am sorry about this. I am getting a team member on it right away; keep this chat open for their reply.',
      'Sorry for the trouble. A team member is being brought in now; stay here and they will reply shortly.',
    ],
    capabilities: [
      'I can {details}. Tell me what you need now.',
      'I am here to {details}. Send me your question now.',
    ],
    // The second is also said by agents that quote no jobs: no quote in it.
    nextStep: ['Want a quote? Tell me your project now.', 'Anything else you need? Send it now.'],
  },
};

/** The live chats' opening message, per agent type and tone (main-site §2: default per agent type). */
export const WELCOME: Readonly<Record<Tone, Readonly<Record<AgentType, string>>>> = {
  professional: {
    shop: 'Hello, and thank you for visiting {business}. I can help you find the right product, check on an order or answer questions about delivery.',
    social: 'Hello, thank you for messaging {business}. I am here to answer your questions.',
    quote:
      'Hello, and thank you for contacting {business}. I can prepare an instant, itemised quote for your project.',
  },
  casual: {
    shop: "Hey, welcome to {business}! I'm here to help you find stuff, check on orders and answer any questions.",
    social: "Hey! Thanks for the message. What's on your mind?",
    quote: "Hey there! Tell me about your project and I'll put together a quote for you in seconds.",
  },
  premium: {
    shop: 'Welcome to {business}. It would be my pleasure to guide you through our collection and attend to your order.',
    social: 'Welcome, and thank you for your message. How may I be of service?',
    quote: 'Welcome to {business}. It would be my pleasure to prepare a tailored quote for your project.',
  },
  urgent: {
    shop: 'Welcome to {business}! Tell me what you need and I will find it for you now.',
    social: 'Hi! Send me your question now and get an answer right away.',
    quote: 'Get your quote now: tell me your project type, material and size, and I will price it instantly.',
  },
};
