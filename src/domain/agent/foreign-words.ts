import type { ReplyLanguage } from './language';

/**
 * The knowledge base is written in English and the engine does not translate. What a question in
 * Spanish, French, German, Portuguese or Italian asks about is still readable from a few words,
 * the same topics the English concept lexicon (concepts.ts) groups: hours and days, shipping,
 * returns, payment, prices, sizes, care, discounts, signs and wraps, appointments. Each entry maps
 * the beginnings of a topic's words in those languages (accents dropped, so "envíos", "envio" and
 * "ENVÍOS" meet, and a beginning covers a verb's forms: "abre", "abren", "abrem") to the English
 * words the knowledge uses. The English rendering only ever looks up knowledge; the reply quotes
 * the knowledge as written and is framed in the visitor's language (language-replies.ts).
 *
 * A message with none of these words has no rendering, and a person follows up in its language.
 */
const GLOSSES: readonly (readonly [english: string, beginnings: string])[] = [
  [
    'hours open',
    'hora horario abre abierto abrimos cierra cierran cerrado heure horaire ouvert ouvre ouvrez ferme oeffnungszeit offnungszeit geoffnet offnen offnet geschlossen aberto abrem fechado orari aperto aprite chiuso',
  ],
  ['saturday', 'sabado samedi samstag sabato'],
  ['sunday', 'domingo dimanche sonntag domenica'],
  ['monday', 'lunes lundi montag segunda lunedi'],
  ['friday', 'viernes vendredi freitag sexta venerdi'],
  ['weekend', 'finde wochenende'],
  [
    'shipping',
    'envio envia enviar envian enviam mandan livr expedi versand versend liefer entreg spedi spedisc consegn',
  ],
  [
    'returns',
    'devol devuelv retour retourn zuruckschick zuruecksend zurucksend zuruckgeb ruckgabe rueckgabe reso restitu',
  ],
  ['exchange', 'cambi echang tausch troca'],
  ['refund', 'reembols rembours erstatt rimbors'],
  ['payment', 'pag paie payer payez zahl bezahl'],
  ['price', 'precio cuesta cobr prix cout tarif preis kost preco custa prezzo'],
  ['size', 'talla taille grosse tamanho taglia'],
  ['care wash', 'lav cuid entreti wasch pfleg'],
  ['discount', 'descuent rabais remise reduction rabatt gutschein desconto sconto cupon'],
  ['gift card', 'regalo cadeau geschenk'],
  ['card', 'tarjeta carte karte cartao carta'],
  ['warranty', 'garant'],
  ['signs', 'letrero rotulo cartel enseigne panneau schild letreiro insegn'],
  ['banner', 'pancart lona banderol bache faixa striscion'],
  [
    'wrap',
    'rotular rotulacion vinil habill covering folier folie vollfolier teilfolier envelop plotag pellicol',
  ],
  [
    'vehicle',
    'coche furgon camion voiture camionnette fahrzeug transporter caminhao carrinha macchina furgone',
  ],
  ['appointment', 'cita reserv rendez termin agend appunt prenot'],
  ['shop store', 'tienda magasin boutique laden geschaeft geschaft loja negozio'],
  ['studio', 'estudio atelier'],
  ['address', 'direccion adresse endereco indirizz'],
  ['contact', 'telefon llamar appeler anruf contacto kontakt contatt'],
  ['take', 'tarda demora delai dauer'],
  ['free', 'gratis gratuit kostenlos'],
  ['deposit', 'deposito anticipo acompte anzahlung sinal caparra'],
  ['cancel', 'cancel annul storn'],
  ['clothes', 'ropa vetement kleidung roupa vestit'],
  ['dress', 'vestido robe kleid'],
  ['jacket', 'chaqueta veste jacke casaco giacca'],
  ['leather', 'cuero cuir leder couro pelle'],
  ['made', 'fabric hecho hergestellt feito'],
  ['order', 'pedido commande bestellung encomenda ordine'],
  ['tracking', 'seguim suivi sendungsverfolg rastre tracci'],
  ['canada', 'canada kanada'],
  ['mexico', 'mexico mexique mexiko'],
  ['france', 'francia france frankreich franca'],
  ['brazil', 'brasil bresil brasilien'],
  ['germany', 'alemania allemagne deutschland alemanha germania'],
  ['spain', 'espana espagne spanien espanha spagna'],
  ['united kingdom', 'reino royaume grossbritannien inghilterra angleterre inglaterra'],
];

/** Names written alike in every language (brands of payment, mostly). */
const SHARED_NAMES = new Set(
  'paypal klarna afterpay visa mastercard amex apple google express instagram facebook'.split(' '),
);

const BEGINNINGS: readonly (readonly [string, string])[] = GLOSSES.flatMap(([english, beginnings]) =>
  beginnings.split(' ').map((b) => [b, english] as const),
).sort((a, b) => b[0].length - a[0].length);

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

/** What the message asks about, in the knowledge's (English) words; '' when none is recognised. */
export function englishGloss(message: string, language: ReplyLanguage): string {
  if (language === 'en') return message;
  const glossed: string[] = [];
  for (const word of plain(message).split(/[^\p{L}]+/u)) {
    if (word.length < 3) continue;
    if (SHARED_NAMES.has(word)) glossed.push(word);
    const found = BEGINNINGS.find(([beginning]) => word.startsWith(beginning));
    if (found && !glossed.includes(found[1])) glossed.push(found[1]);
  }
  return glossed.join(' ');
}

/** The rendering asks a price ("¿cuánto cuesta…?", "was kostet…"). */
export const glossAsksPrice = (gloss: string) => gloss.split(' ').includes('price');
