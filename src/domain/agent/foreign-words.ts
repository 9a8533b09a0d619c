import { foreignNumbersAsDigits } from '../number-words';
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
    'hora horario abre abierto abrimos cierra cierran cerrado heure horaire ouvert ouvre ouvrez ferme oeffnungszeit offnungszeit geoffnet offnen offnet geschlossen aberto abrem fechado orari aperto aprite chiuso openingstijd geopend gesloten',
  ],
  ['saturday', 'sabado samedi samstag sabato zaterdag'],
  ['sunday', 'domingo dimanche sonntag domenica zondag'],
  ['monday', 'lunes lundi montag segunda lunedi maandag'],
  ['friday', 'viernes vendredi freitag sexta venerdi vrijdag'],
  ['weekend', 'finde wochenende'],
  [
    'shipping',
    'envio envia enviar envian enviam mandan livr expedi versand versend liefer entreg spedi spedisc consegn verzend verstuur bezorg levering',
  ],
  [
    'returns',
    'devol devuelv retour retourn zuruckschick zuruecksend zurucksend zuruckgeb ruckgabe rueckgabe reso restitu terugstur terugbreng',
  ],
  ['exchange', 'cambi echang tausch troca ruil omruil'],
  ['refund', 'reembols rembours erstatt rimbors terugbetal'],
  ['payment', 'pag paie payer payez zahl bezahl betal acept accept akzept aceit'],
  ['price', 'precio cuesta cobr prix cout tarif preis kost preco custa prezzo prijs'],
  ['quote', 'presupuest cotiza devis angebot orcament preventiv offerte'],
  ['size', 'talla taille grosse tamanho taglia maat'],
  ['care wash', 'lav cuid entreti wasch pfleg wassen onderhoud'],
  ['discount', 'descuent rabais remise reduction rabatt gutschein desconto sconto cupon korting'],
  ['gift card', 'regalo cadeau geschenk'],
  ['card', 'tarjeta carte karte cartao carta kaart'],
  ['warranty', 'garant'],
  ['signs', 'letrero rotulo cartel enseigne panneau schild letreiro insegn uithangbord reclamebord'],
  ['banner', 'pancart lona banderol bache faixa striscion spandoek'],
  [
    'wrap',
    'rotular rotulacion habill covering folier folie vollfolier teilfolier envelop envolv plotag pellicol beplak',
  ],
  [
    'vehicle',
    'coche furgon camion voiture camionnette fahrzeug transporter caminhao carrinha macchina furgone carro bestelwag bestelbus busje',
  ],
  ['appointment', 'cita reserv rendez termin agend appunt prenot afspraak'],
  ['remove removal', 'quitar retirar tirar enlever retirer entfern abzieh rimuov togli verwijder'],
  ['reflective', 'reflej reflect reflechiss reflektier riflett'],
  ['perforated', 'perfor'],
  // A shop window by its own word ("escaparate", "vitrine", "Schaufenster", "etalage"), before a
  // window of any kind ("ventana", "fenêtre", "Fenster", "raam").
  ['shop window', 'escaparate vidriera vitrine vitrina schaufenster vetrin montra etalage'],
  ['window', 'ventana fenetre fenster finestr janela raam ramen'],
  ['standard', 'estandar standaard'],
  ['vinyl', 'vinil vinyl'],
  ['full', 'complet integral volledig'],
  ['partial', 'parcial partiel parzial gedeeltelijk'],
  ['artwork logo', 'logotipo dessin dibujo zeichnung desenho disegno ontwerp'],
  ['shop store', 'tienda magasin boutique laden geschaeft geschaft loja negozio winkel'],
  ['studio', 'estudio atelier'],
  ['address', 'direccion adres endereco indirizz'],
  ['contact', 'telefon llamar appeler anruf contacto kontakt contatt bellen'],
  ['take', 'tarda demora delai dauer duurt'],
  // "¿Cuánto tiempo…?", "combien de temps", "quanto tempo ci vuole", "wie lange", "hoe lang".
  ['how long', 'tiempo tempo temps lange lang vuole'],
  ['install', 'instal montar monter montare montaggio montage montaj colocar poser anbring'],
  ['free', 'gratis gratuit kostenlos'],
  ['deposit', 'deposito anticipo acompte anzahlung sinal caparra aanbetal'],
  ['cancel', 'cancel annul storn'],
  ['clothes', 'ropa vetement kleidung roupa vestit kleding kleren'],
  ['dress', 'vestido robe kleid jurk'],
  ['jacket', 'chaqueta veste jacke casaco giacca'],
  ['leather', 'cuero cuir leder couro pelle'],
  ['made', 'fabric hecho hergestellt feito gemaakt'],
  ['order', 'pedido commande bestellung encomenda ordine bestel'],
  ['tracking', 'seguim suivi sendungsverfolg rastre tracci volgcode'],
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
  'paypal klarna afterpay visa mastercard amex apple google express instagram facebook premium banner logo'.split(
    ' ',
  ),
);

/**
 * Brand names written alike in every language ("apple pay", "paypal", "instagram"): English to a
 * detector, they say nothing of the language the visitor writes in.
 */
export function withoutSharedNames(words: readonly string[]): string[] {
  return words.filter(
    (word, i) => !SHARED_NAMES.has(word) && !(word === 'pay' && i > 0 && SHARED_NAMES.has(words[i - 1]!)),
  );
}

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
    const found = beginningOf(word, language) ?? compoundHead(word, language);
    if (found && !glossed.includes(found[1])) glossed.push(found[1]);
  }
  // "tarjetas de regalo" is a gift card, not a card and a gift card.
  return glossed
    .filter((g) => !glossed.some((other) => other !== g && other.split(' ').includes(g)))
    .join(' ');
}

/**
 * German and Dutch join words: "Studentenrabatt" is a discount, "Versandkosten" shipping. A long
 * word none of the beginnings opens is read by a beginning of five letters or more inside it.
 */
const COMPOUNDING: ReadonlySet<ReplyLanguage> = new Set(['de', 'nl']);
const MIN_COMPOUND_PART = 5;
function compoundHead(word: string, language: ReplyLanguage): readonly [string, string] | undefined {
  if (!COMPOUNDING.has(language) || word.length < 2 * MIN_COMPOUND_PART) return undefined;
  return BEGINNINGS.find(
    ([beginning]) => beginning.length >= MIN_COMPOUND_PART && word.includes(beginning, 3),
  );
}

/** The rendering asks a price or a quote ("¿cuánto cuesta…?", "was kostet…", "un devis"). */
export const glossAsksPrice = (gloss: string) => gloss.split(' ').some((w) => w === 'price' || w === 'quote');

/**
 * Words that read as an English job word but are not one in the language: Dutch "van" is "of".
 * They are left out of a job's rendering.
 */
const FALSE_FRIENDS: Readonly<Partial<Record<ReplyLanguage, ReadonlySet<string>>>> = {
  nl: new Set(['van']),
};

/**
 * The message with each word the topic table knows put in English and every other word, number
 * and unit kept as written: "une enseigne de 10 pieds carrés en vinyle réfléchissant" reads as
 * "une signs de 10 pieds carrés en vinyl reflective", which the quote's parser (quote-request.ts,
 * sizes.ts) reads like an English description of the job. Used only to read a job's details,
 * never shown.
 */
export function jobRendering(message: string, language: ReplyLanguage): string {
  if (language === 'en') return message;
  const falseFriends = FALSE_FRIENDS[language];
  // "Son unos doscientos pies cuadrados": the number in digits, so the size parser reads it.
  return foreignNumbersAsDigits(message, language).replace(/\p{L}+/gu, (word) => {
    const bare = plain(word);
    if (falseFriends?.has(bare)) return '';
    if (bare.length < 3 || SHARED_NAMES.has(bare)) return word;
    return beginningOf(bare, language)?.[1] ?? word;
  });
}

/**
 * German and Dutch past participles open with "ge" ("geperforeerd", "gedruckt", "gelamineerd"):
 * a word no beginning opens is read again without it.
 */
const PARTICIPLE = /^ge(?=\p{L}{5})/u;
function beginningOf(word: string, language: ReplyLanguage): readonly [string, string] | undefined {
  const found = BEGINNINGS.find(([beginning]) => word.startsWith(beginning));
  if (found || !COMPOUNDING.has(language) || !PARTICIPLE.test(word)) return found;
  const stem = word.slice(2);
  return BEGINNINGS.find(([beginning]) => stem.startsWith(beginning));
}
