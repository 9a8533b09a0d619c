/**
 * Customers rarely use the knowledge's own words: they ask whether a quote "expires" when the
 * knowledge says it is "valid for 30 days", when the shop "closes" when it lists "opening hours",
 * whether they must pay "upfront" when it explains the "deposit". A small curated lexicon of the
 * small-business domain (decision 027) maps each such word to one concept, on the question's side
 * and the knowledge's alike, so both meet; and the search query asks for every word of a concept,
 * so Postgres retrieves the item that uses the other one.
 *
 * Groups are meanings a shop's customer talks about (hours, validity, payment in advance, care,
 * removal, rescheduling…), not one business's topics. A word that means several things ("last",
 * "cover", "fit") is left out: a wrong concept is worse than none.
 */

/**
 * Changing an order already placed: "change the delivery address", "update my order", "add a
 * scarf to my order", "the wrong address". A person does it; it is no look-up of where the order is.
 */
export const AMENDS_ORDER =
  /\bwrong\s+(?:delivery\s+|shipping\s+)?address\b|\b(?:change|changing|update|updating|edit|editing|amend|amending|correct|fix)\s+(?:the|my|our|your)\s+(?:delivery\s+|shipping\s+|postal\s+)?(?:address|order)\b|\badd\s+(?:\w+\s+){1,3}?to\s+(?:my|our|your|an?\s+existing|the)\s+order\b/g;

/** Phrases rewritten to one word before the text is split into words (both sides); in order. */
export const PHRASES: readonly (readonly [RegExp, string])[] = [
  // How long before a thing wears is what its warranty answers, not a turnaround nor an offer's
  // validity: "how long before the vinyl starts fading?". "How long will the wrap last?" is not
  // rewritten: the phrase would swallow the thing named, and a business whose knowledge says
  // "our ceramic coating lasts five years" and holds no warranty must still answer it.
  [
    /\bhow\s+long\s+(?:before|until|till|til)\b(?=[^.?!]{0,50}?\b(?:fad|crack|peel|wear|discolou?r))/g,
    'warranty',
  ],
  // How long an offer holds, before "how long" is read as a turnaround: "how long is it good
  // for?", "before the price changes", "does it run out after a year?" (not "run out of stock").
  [
    /\bhow\s+long\s+(?:is|are|will|would|does|do)\s+(?:(?:the|my|our|your|that|this)\s+\w+|it|that|this|they)\s+(?:be\s+|stay\s+)?(?:good|valid|honou?red|held|locked)\b|\bhow\s+long\s+(?:is|are|will|would|does|do)\s+(?:the|my|our|your|that|this)\s+(?:quotes?|quotation|estimate|offer|price|deal|code|voucher|discount)\s+(?:be\s+|stay\s+)?last\b|\bbefore\s+(?:the\s+|your\s+|my\s+)?prices?\s+(?:change|changes|go(?:es)?\s+up|increase|increases|rise|rises)\b|\block(?:ed)?\s+in\s+(?:the|my|a|that)\s+price\b|\bruns?\s+out(?!\s+of\b)|\brunning\s+out(?!\s+of\b)/g,
    'valid',
  ],
  // How long a thing itself lasts ("how long does your vinyl last", "how long will a wrap last on
  // a work truck") is what a warranty answers; the thing named is kept, so an owner's item titled
  // with it ("Ceramic coating: lasts five years") still answers where no warranty item exists.
  [
    /\bhow\s+long\s+(?:will|does|do|would|should|can|is\s+going\s+to)\s+((?:(?:the|a|an|my|our|your|this|that|these|those)\s+)?(?:(?!(?:it|they|that|this|them)\b)[\p{L}-]+\s+){1,3}?)(?:last|lasts|hold\s+up|survive|stay\s+looking\s+good)\b/gu,
    '$1 warranty lasts',
  ],
  // The visitor's own opening is not the business's hours: "we open in 5 days", "I'm opening a
  // bakery", "our grand opening is in 10 days".
  [
    /\b(?:grand|soft|big)\s+(?:re)?opening\b|\b(?:we|we're|we\s+are|i'm|im|i\s+am)\s+(?:(?:finally|just)\s+)?opening\s+(?:a|an|our|my|the|in|next|soon|up)\b|\b(?:we|i)\s+(?:will\s+)?open\s+(?:in\s+(?:\d|a|an|one|two|three|four|five|six|a\s+few)|next|soon)\b/g,
    'launch',
  ],
  // Paying in parts: "pay in bits", "pay later", "buy now pay later", "split the payment", "can I
  // split it up" (not "split it between two vans"), "spread the cost over a few months".
  [
    /\bpay(?:ing)?\s+(?:it\s+|for\s+it\s+)?(?:in\s+(?:bits|parts|chunks|pieces|instal+ments?|\d|two|three|four)|later|over\s+time|monthly|bit\s+by\s+bit)\b|\bbuy\s+now,?\s+pay\s+later\b|\bsplit\s+(?:the\s+|my\s+|a\s+)?(?:payment|payments|cost|bill|price)\b|\bsplit\s+(?:it|this|that)(?:\s+up)?\b(?!\s+(?:in\s+half|between|across|over\s+(?:two|2|both)))|\bspread\s+(?:it|this|that|the\s+(?:cost|payments?|price|bill))\s+(?:out|over)\b/g,
    'paylater',
  ],
  // Who the visitor is, not what they ask: "we're a cleaning company with 4 cars", "I run a small
  // bakery business", "our plumbing firm". The trade is theirs; asked beside a question, it would
  // read as the topic ("cleaning" as the care of a wrap).
  [
    /\b(?:we'?re|we\s+are|i'?m|i\s+am|(?:i|we)\s+(?:run|own|have))\s+(?:an?\s+)?(?:(?:small|local|family|little|new|busy)\s+)?(?:[\w-]+\s+){1,2}?(?:company|business|firm|agency|outfit|crew|contractor|startup)\b/g,
    '',
  ],
  // Taking a thing off by the customer's verb: "strip the wrap off", "peel it off".
  [/\b(?:strip|stripping|stripped|peel|peeling|peeled)\b(?=[^.?!]{0,40}\boff\b)/g, 'remove'],
  // Getting into a place: "can she get into the studio", "is it step-free", "steps at the door".
  [
    /\b(?:get|getting|wheel)\s+(?:in|into|inside)\s+(?:the\s+|your\s+)?(?:shop|store|studio|showroom|building|premises|place)\b|\bstep[\s-]?free\b|\bsteps?\s+(?:at|to|into|up\s+to|in\s+front\s+of)\s+(?:the\s+)?(?:door|entrance|front|shop|store|studio)\b/g,
    'access',
  ],
  // What a banner is hung by, in the words of a customer who has a fence or a wall to tie it to:
  // "holes in it so I can zip tie it", "eyelets", "rings to hang it from", "cable ties".
  [
    /\b(?:holes?|rings?|loops?)\b(?=[^.?!]{0,50}\b(?:ties?|tied|tying|hang|hanging|hung|mount|mounting|attach|attaching|fasten|hook|hooks|rope|ropes|cord|bungees?)\b)|\b(?:zip|cable)[\s-]?ties?\b|\bbungees?\b/g,
    'grommet',
  ],
  // What the visitor means to do with it ("…so I can tie it to a chain link fence", "so we can
  // hang it outside"): why they ask, not what; the thing asked about is before it.
  [/\bso\s+(?:that\s+)?(?:i|we|you|u|they)\s+(?:can|could)\s+[^.?!,;]*/g, ''],
  // Sales days and offers by their names: "any black friday deals?", "cyber monday sale",
  // "special offers going on" against the item on discount codes. Not "deal with".
  [
    /\b(?:black\s+friday|cyber\s+monday|boxing\s+day|prime\s+day)\b|\b(?:any|some|special|holiday|seasonal|current|good|the)\s+(?:deals?|promos?|promotions?|offers)\b(?!\s+with)|\bdeals?\s+(?:on|going|running|right\s+now|this\s+week)\b/g,
    'discount',
  ],
  // An account to shop with: "make an account", "sign up", "create a login", "register".
  [
    /\b(?:make|making|create|creating|set\s+up|setting\s+up|open|opening|sign\s+up\s+for|register\s+for)\s+(?:an?\s+|my\s+)?(?:customer\s+|shop\s+)?(?:account|login|log-in|profile)\b|\bsign(?:ing)?\s+up\b|\bregister(?:ing)?\b/g,
    'account',
  ],
  // Moving an appointment already named: "can I move it without paying extra?".
  [
    /\b(?:move|moving|shift|shifting)\s+(?:it|that|this|them)\b(?!\s+(?:in|into|inside|out)\b)/g,
    'reschedule',
  ],
  // At no cost: "without paying anything extra", "no extra charge", "at no cost".
  [
    /\bwithout\s+(?:paying|being\s+charged|a\s+fee|any\s+fee|a\s+charge)(?:\s+(?:anything|any))?(?:\s+(?:extra|more))?\b|\bno\s+(?:extra\s+)?(?:charge|cost|fee)\b|\bat\s+no\s+(?:extra\s+)?cost\b/g,
    'free',
  ],
  // Done by a date: "can you get it done in time?", "have it ready by Friday", "in time for",
  // "any chance of getting my car wrapped before then"; the event it is for ("by the trade show")
  // and how far off it is ("it's 8 days away") say when it must be done, not what is asked.
  [
    /\b(?:get|getting|have|having|be|got)\s+(?:it|this|that|them|everything|(?:the|my|our|your|a|an)\s+\w+(?:\s+\w+)?)\s+(?:done|ready|finished|installed|printed|made|up|wrapped|fitted|lettered|tinted|signed)\s+(?:in\s+time|in\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?)|by|before|within|for)\b(?:\s+(?:the|my|our|a|an)\s+[\w-]+(?:\s+[\w-]+)?(?=\s*(?:[?.!,;]|$)))?|\bin\s+time\s+for\b|\b(?:\d+|a\s+few|two|three|four|five|six|seven|eight|nine|ten)\s+(?:days?|weeks?)\s+(?:away|from\s+now|off)\b/g,
    'turnaround',
  ],
  [/\bwhat\s+time\b/g, 'hours'],
  [/\b(?:opening|closing|business|office|shop|store|trading)\s+(?:hours|times)\b/g, 'hours'],
  // Paying before the work starts, in any words: "pay the whole thing before you start", "the full
  // amount up front", "do I pay everything at once".
  [
    /\b(?:pa(?:y|id|ying)|settle|settling|deposits?|payments?|(?:whole|full|entire|total)\s+(?:amount|bill|balance|sum|price|cost))\b[^.?!]{0,30}?\bbefore\s+(?:you|u|ya|we|they|the\s+(?:job|work|install\w*))\s+(?:start|begin|do|get\s+going)\b|\bup\s*front\b|\bin\s+advance\b|\bdown\s+payment\b|\bpay\s+(?:for\s+)?(?:it\s+)?(?:all|everything|in\s+full|(?:the\s+)?(?:whole|full|entire|total)\s+(?:thing|amount|lot|cost|price|bill|balance|sum))\b/g,
    'deposit',
  ],
  [
    /\b(?:take|taking|took|taken|get|getting|come|comes|coming|peel|peeling|strip|stripping|stripped)\s+(?:(?:it|them|the|an?|my|our|your|old|existing|current|faded)\s+){0,3}(?:(?:wrap|vinyl|graphics|decals?|lettering|stickers?|film|tint)\s+)?off\b/g,
    'remove',
  ],
  [/\b(?:push|pushing|put|putting)\s+(?:it\s+|my\s+\w+\s+|the\s+\w+\s+)?back\b/g, 'reschedule'],
  // An appointment already named pushed or bumped to another day: "can I push it to next week?".
  [
    /\b(?:push|pushing|bump|bumping)\s+(?:it|that|this|them)\s+(?:to|till|until|out|forward|back)\b/g,
    'reschedule',
  ],
  // An appointment pushed, moved or bumped to another day: "push my van install from thursday to
  // next week", "bump the fitting to monday".
  [
    /\b(?:push|pushing|pushed|move|moving|moved|shift|shifting|bump|bumping|change|changing)\s+(?:(?:my|the|our|your|that|this)\s+)?(?:\w+\s+){0,2}?(?:install|installation|appointment|booking|fitting|slot|date|drop-?off)\s+(?:from|to|back|forward|till|until|by|a\s+(?:day|week))\b/g,
    'reschedule',
  ],
  [
    /\b(?:move|moving|change|changing|switch)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:date|day|appointment|booking|slot|install|installation)\b/g,
    'reschedule',
  ],
  // The knowledge's side of it: "bookings can be moved free of charge", "appointments may be changed".
  [
    /\b(?:bookings?|appointments?|slots?|installs?|installations?|dates?)\s+(?:can|may|could)\s+(?:also\s+)?be\s+(?:moved|changed|pushed|shifted|rebooked)\b/g,
    'reschedule',
  ],
  // "How long does it take": the verb belongs to the question of time, and the "it" points back.
  [
    /\bhow\s+(?:long|fast|quick|quickly)(?:\s+(?:does|do|will|would|did|should)\s+(?:it|that|this|they|those|these)\s+take)?\b|\blead\s+time\b/g,
    'turnaround',
  ],
  // "At the same time", "all at once" say when, like "time" alone: not what is asked about.
  [/\bat\s+the\s+same\s+time\b|\ball\s+at\s+once\b|\bsimultaneously\b/g, ''],
  // So do "next week", "the following week": when, not what.
  [/\b(?:next|following)\s+week\b/g, ''],
  // A span of days a thing takes ("takes 3 to 5 business days", "arrive in 2 to 4 business days")
  // says how long it takes; kept as written, with the concept beside it. A single day or week
  // ("within one business day", "a wedding in two weeks") is a deadline or a date, not a span.
  [
    /\b(?:\d+|one|two|three|four|five)\s+(?:to|or|-|–)\s+(?:\d+|two|three|four|five|six|seven|ten)\s+(?:business\s+|working\s+)?(?:days|weeks)\b/g,
    '$& turnaround',
  ],
  // How long a session or a service lasts ("the first consultation lasts 45 minutes") is its span
  // too: "how long does it last?" meets it.
  [
    /\blast(?:s|ed)?\s+(?:about\s+|around\s+|up\s+to\s+)?(?:\d+|one|two|three|four|five|six|ten|fifteen|thirty|forty-five|sixty|ninety|an?|half\s+an?)\s+(?:minutes?|mins?|hours?|hrs?)\b/g,
    '$& turnaround',
  ],
  // A faster delivery by any of its names: "the fast one", "express", "overnight", "expedited".
  [/\b(?:fast(?:er|est)?|quick(?:er|est)?)\s+(?:one|option|delivery|shipping|service)\b/g, 'express'],
  [/\bcar\s+park\b|\bparking\s+lot\b/g, 'parking'],
  // Vehicles or signs that look alike: "all look the same", "same branding on every van".
  [
    /\blooks?\s+(?:the\s+|exactly\s+the\s+)?same\b|\ball\s+the\s+same\b|\bsame\s+(?:look|design|branding|logo|livery|graphics|colou?rs)\b/g,
    'identical',
  ],
  // Sending goods somewhere is shipping them ("can you send an order to Mexico?").
  [
    /\bsend(?:s|ing)?\s+(?:an?\s+|my\s+|the\s+|our\s+)?(?:orders?|parcels?|packages?|stuff|things|items?|clothes)\s+(?:(?:up|down|over|out)\s+)?(?=to\b|abroad\b|overseas\b)/g,
    'shipping ',
  ],
  // Posting or mailing somewhere is shipping there ("do you post to Puerto Rico?").
  [
    /\b(?:post|posts|posting|mail|mails|mailing)\s+(?:it\s+|them\s+|orders?\s+|parcels?\s+)?(?=to\b|abroad\b|overseas\b|internationally\b)/g,
    'shipping ',
  ],
  // "Fast fashion", "eco friendly", "made ethically": a question about the business's values.
  [/\bfast\s+fashion\b|\beco[\s-]+friendly\b/g, 'sustainability'],
  // Doubting a claim is asking about the business's values: "is the cotton actually organic?",
  // "really recycled?", "or is that just marketing speak?", "greenwashing".
  [
    /\b(?:actually|really|truly|genuinely|properly|certified|100%?)\s+(?:organic|recycled|sustainable|ethical)\b|\bmarketing\s+(?:speak|talk|fluff|spin|claims?|hype)\b|\bgreenwash\w*/g,
    '$& sustainability',
  ],
  // Washing or waxing a thing once the work is done is its aftercare; getting it ready before the
  // work is its preparation. Both items speak of washing, so when is what tells them apart: "when
  // can I take it through the car wash, we picked it up Friday", "how soon after the wrap can I
  // wax it" against "wait one week before the first wash"; "do I need to wash it before (the
  // install)" against "preparing your vehicle".
  [
    /\b(?:after|since)\s+(?:the\s+|my\s+|our\s+|its\s+|it's\s+|i\s+|we\s+|you\s+)?(?:wrap(?:ped|ping)?|install(?:ed|ing|ation)?|pick(?:ed)?\s*up|pickup|collect(?:ed|ing|ion)?|got\s+it\s+back|coat(?:ing|ed)?|detail(?:ing|ed)?|treatment|service|job|appointment|visit)\b|\b(?:picked|collected)\s+(?:up\s+)?(?:the|my|our|it)\b(?:\s+\w+)?(?:\s+up)?|\bfirst\s+(?:wash|clean)\b|\bcare\s+for\b/g,
    '$& aftercare',
  ],
  // Wrapping over a flaw is about the surface the wrap goes on, which preparing it answers: "can
  // you just wrap right over the rust?", "put vinyl over the dents", "cover up the chips".
  [
    /\b(?:wrap|vinyl|cover|put\s+(?:vinyl|a\s+wrap|the\s+wrap|it))\s+(?:it\s+|them\s+)?(?:right\s+|straight\s+|just\s+)?(?:up\s+)?over\s+(?:the\s+|them\b|those\b|these\b|it\b|my\s+|any\s+)?|\bcover\s+up\s+(?:the\s+|my\s+|those\s+|these\s+)?(?=(?:\w+\s+)?(?:rust|chips?|dents?|scratch(?:es)?|defects?|damage))/g,
    '$& prep ',
  ],
  // Getting a thing ready is preparing it ("Getting your hull ready", "how do I get the van ready").
  [
    /\b(?:get|getting|gets)\s+(?:(?:it|them|the|my|our|your)\s+)?(?:\w+\s+)?ready\b(?!\s+(?:by|for|in|before))/g,
    '$& prep',
  ],
  [
    /\bbefore\s+(?:the\s+|my\s+|our\s+|its\s+|it's\s+)?(?:wrap|install(?:ation)?|appointment|fitting|drop-?off)\b|\bbefore\s+(?:i|we|you|u)\s+(?:bring|drop)\b|\b(?:wash|clean|prep)\s+(?:it|her|the\s+\w+)\s+before\s*(?=[?.!]|$)/g,
    '$& prep',
  ],
  // Reaching the business by phone: "is there a phone number I can call someone on", "a number to
  // ring", "can I call someone" against "contact us by phone on…".
  [
    /\b(?:tele)?phone\s+(?:number|no\.?|#)|\bnumber\s+(?:to|i\s+can|we\s+can|for)\s+(?:call|ring|phone|text|reach)\b|\b(?:call|ring|phone)\s+(?:someone|somebody|you|u|anyone|a\s+person|the\s+(?:shop|store|team|office))\b/g,
    'contact',
  ],
  // "Customer care" is the people who answer, not the care of a thing.
  [/\bcustomer\s+care\b/g, 'customer service'],
  // Looking after a thing is caring for it ("how do I look after my leather bag").
  [/\blook(?:s|ing)?\s+after\b|\btak(?:e|ing)\s+care\s+of\b/g, 'care'],
  // A threshold: "free on orders over $100", "from $25", "is there a minimum".
  [/\b(?:over|above|from)\s+(?=\$\s?\d)|\bat\s+least\b/g, 'minimum '],
  // An order's value said by the visitor ("if I spend 90 bucks", "a basket of $80", "if i spend
  // like 80") is weighed against a threshold: it asks the same as "free over $100".
  [
    /\b(?:spend|spending|spent|order\s+of|basket\s+of|cart\s+of|total\s+of|orders?\s+(?:worth|totall?ing)|(?:basket|cart|order|total)\s+(?:comes?\s+to|came\s+to|is|totals?))\s+(?:(?:like|about|around|roughly|maybe|approx|nearly|almost|just|over)\s+)?(?=\$?\s?\d)/g,
    'minimum ',
  ],
  // A span asked in days or hours is how long the work takes: "how many days will the truck be off
  // the road", "how many hours is it in the shop" (not "stays on the road", a fleet's promise).
  [
    /\bhow\s+many\s+(?:days|hours|weeks|nights)\b|\b(?:off|out\s+of)\s+(?:the\s+)?road\s+for\b/g,
    'turnaround',
  ],
  // "Wait, can you even…", "hold on, is that…": an interjection, not waiting.
  [
    /(?:^|[.!?]\s*)(?:(?:oh|ok|okay|um+|hm+)[\s,]+)?(?:wait|hold\s+on|hang\s+on)\b[\s,.!-]*(?=(?:can|could|do|does|did|is|are|so|what|how|why|will|would|you|u|i|actually|but|then)\b)/g,
    ' ',
  ],
  // Printed in one piece: "without a join in the middle", "no joins" against "without seams".
  [
    /\b(?:join|joins|joint|joints)\s+in\s+the\s+middle\b|\b(?:without|no)\s+(?:a\s+|any\s+)?(?:join|joins|joint|joints)\b/g,
    ' seam ',
  ],
  // A car lent while the customer's is in the shop: a service the knowledge may not offer, so
  // it is a topic of its own ("do you give out a loaner?", "is there a courtesy car?").
  [
    /\b(?:loaner|loan|courtesy|rental|hire|replacement|spare)\s+(?:car|vehicle|van|truck)s?\b|\bloaners?\b/g,
    ' loaner ',
  ],
  // What the visitor would rather avoid is not what they ask about: "pick it up at the store
  // instead of having it mailed" asks about collecting, not shipping.
  [/\b(?:instead\s+of|rather\s+than)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+(?=\s*(?:[?.!,;]|$))/g, ' '],
  // "An hour ago" says when, not the opening hours asked about ("a few days ago" stays: a respray's age).
  [/\b(?:an?|one|two|three|a\s+few|a\s+couple\s+of|\d+)\s+(?:hours?|minutes?|mins?)\s+ago\b/g, ' '],
  // "10 min from the shop" is minutes, not a minimum.
  [/\b(\d+)\s*mins?\b/g, '$1 minutes'],
  // Things a customer asks that are topics of their own, so that an item must speak of them to
  // answer (an item sharing only the other words — "store", "delivery", "vinyl" — does not):
  // collecting an order in person ("pick it up at the store instead", "click and collect")…
  [
    /\bpick(?:ing)?\s+(?:it|them|(?:my|the|our|an?)\s+(?:[\w-]+\s+)?[\w-]+)\s+up\b(?=\s+(?:at|from|in\s+(?:person|store)|my\s*self|our\s*selves|instead|local)\b)|\bpick(?:ing)?\s+(?:it\s+|them\s+)?up\s+(?:at|from)\s+(?:the|your)\s+(?:[\w-]+\s+){0,2}?(?:store|shop|studio|showroom|warehouse|office|boutique)\b|\b(?:in[\s-]?store|curbside|kerbside|store|local)\s+(?:pick[\s-]?up|collection)\b|\bclick\s*(?:and|&|n)\s*collect\b|\bcollect\s+(?:it|them|(?:my|the|our|your)\s+(?:\w+\s+)?order)\s+(?:from|at|in)\b/g,
    ' collection ',
  ],
  // …changing an order already placed ("change the delivery address", "add a scarf to my order")…
  [AMENDS_ORDER, ' amend '],
  // …a PO box or parcel locker as the address…
  [/\bp\.?\s?o\.?\s+box(?:es)?\b|\bpost\s+office\s+box(?:es)?\b|\bparcel\s+lockers?\b/g, ' pobox '],
  // …the difference refunded when a price drops after buying…
  [
    /\b(?:get|refund|pay|give|have)\s+(?:me\s+|us\s+)?(?:back\s+)?the\s+difference\b|\bprice\s+(?:drop|dropped|drops|went\s+down|adjustment|protection)\b|\b(?:it'?s|its|now)\s+(?:now\s+)?cheaper\s+(?:on|in|at)\b/g,
    ' priceadjust ',
  ],
  // …the customer's own material for the work ("install my own vinyl", "bring our own film")…
  [
    /\b(?:my|our)\s+own\s+(?:\w+\s+)?(?:vinyl|material|materials|film|fabric|wrap|paint|roll|supplies|parts)\b|\b(?:supply|bring|provide|use)\s+(?:my|our)\s+own\b|\bcustomer[\s-]supplied\b/g,
    ' ownsupply ',
  ],
  // …material sold as supplies ("vinyl by the roll", "rolls of film")…
  [
    /\bby\s+the\s+(?:roll|metre|meter|yard|sheet)\b|\b(?:rolls?|sheets?)\s+of\s+(?:vinyl|film|material)\b/g,
    ' supplies ',
  ],
  // …samples and swatches to see before choosing…
  [/\b(?:colou?r\s+)?(?:swatch(?:es)?|samples?)\b/g, ' sample '],
  // …and bringing someone along ("can my daughter come along", "bring a friend to my fitting").
  [
    /\bcome\s+along\b|\b(?:bring|bringing|take|taking)\s+(?:my|a|our)\s+(?:\w+\s+)?(?:friend|daughter|son|partner|husband|wife|mum|mom|mother|dad|kid|kids|child|sister|brother|bestie|teen|teenager)\b|\bplus[\s-]one\b/g,
    ' companion ',
  ],
  // Who does the work, the business or someone it hires: "do you print everything yourselves or
  // send it out?", "is it made in-house", "do you outsource the install" against "everything is
  // printed in our own shop". The thing done stays; only who does it becomes the topic.
  [
    /\b(?:your|our|them|my)selves\b|\bin[\s-]house\b|\b(?:in|at|from)\s+(?:our|your|their)\s+own\s+(?:shop|workshop|studio|premises|factory|facility|building)\b|\bsend\s+(?:it|them|(?:the|that|this|your)\s+\w+|(?:work|jobs?|printing|orders?))\s+(?:out|off|away)\b(?:\s+to\s+(?:another|other|some(?:one|body)|an?\s+(?:outside|external|third|different|other))(?:[\s-]+\w+){0,2}|(?=\s*(?:[?.!,]|or\b|$)))|\bout[\s-]?sourc\w*|\bthird[\s-]part(?:y|ies)\b|\bsub[\s-]?contract\w*/g,
    ' inhouse ',
  ],
  // Work at the business: "r u hiring", "any job openings", "can I work for you".
  [
    /\bjob\s+(?:openings?|vacanc(?:y|ies)|opportunit(?:y|ies))\b|\bwork\s+for\s+(?:you|u)\b|\blooking\s+for\s+(?:staff|workers|employees)\b/g,
    ' hiring ',
  ],
  // Tracking declined as a wish is not asked about: "no tracking needed", "w/o tracking is fine",
  // "tracking is optional for me". The question is the shipping around it ("is tracking
  // optional?" still asks about tracking).
  [
    /\b(?:no|without|w\/o)\s+tracking\s+(?:is\s+)?(?:needed|necessary|required|fine|ok|okay|alright)\b|(?<!\b(?:is|does|do)\s)\btracking\s+(?:is\s+)?(?:not\s+(?:needed|necessary|required|important)|isn'?t\s+(?:needed|necessary|required|important)|optional)\b/g,
    ' ',
  ],
  // A line of a quote or bill named by its amount is a fee: "there's a $400 line on my quote",
  // "a 250 dollar item on the invoice", "what's the 400 dollars for", so the item that says what
  // the fee covers is found.
  [
    /(?:\$\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:dollars?|bucks|usd))\s+(?:line|item|charge|entry|extra)\b|\b(?:line|item|charge|entry)\s+(?:of|for)\s+\$\s?\d[\d,.]*|\bwhat(?:'?s|\s+is|\s+was)\s+(?:the|that|this)\s+(?:\$\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars?|bucks|usd))/g,
    '$& fee',
  ],
  // Getting money back is a refund: "do we get the deposit back?", "can I have my money back".
  [
    /\b(?:get|getting|have|receive|see)\s+(?:the\s+|my\s+|our\s+|a\s+|any\s+|that\s+|this\s+)?(?:deposit|money|payment|cash)\s+back\b/g,
    '$& refund',
  ],
  // The smallest job is the minimum: "what's the smallest job you'll do?", "smallest order".
  [/\b(?:smallest|tiniest|littlest)\s+(?:job|order|project|size|sign|banner|amount)\b/g, 'minimum $&'],
  // A trailer by its trade names: "semi trailers", "an 18-wheeler", "a big rig".
  [
    /\bsemi[\s-]?(?:trailers?|trucks?)\b|\bsemis\b|\b18[\s-]?wheelers?\b|\bbig\s+rigs?\b|\btractor[\s-]trailers?\b/g,
    'trailer',
  ],
  // Fuel that ran or dripped onto a thing is a spill: "gas ran down my door", "petrol dripped".
  [
    /\b(?:gas|gasoline|petrol|diesel|fuel)\s+(?:ran|run|runs|dripped|drips|spilled|spilt|spills|splashed|leaked|got|went|overflowed)\b/g,
    'fuel spill',
  ],
  // "A minimum spend", "a minimum basket": the threshold itself, whatever it is said of.
  [/\bmin(?:imum)?\s+(?:spend|purchase|basket|amount|cart)\b/g, 'minimum'],
  // "90 bucks" is $90: the currency word is no term of the question.
  [/(?<=\d)\s*(?:bucks|dollars|usd|quid)\b/g, ''],
  // Money coming back is a refund ("how long till the money is back on my card?").
  [/\bmoney\b(?:\s+\w+){0,3}?\s+back\b/g, 'refund'],
  // Paying to send a thing back is the return's cost, not shipping's: "do i have to pay for the
  // postage back", "who covers return shipping", "is shipping it back free".
  [
    /\b(?:postage|shipping|delivery|courier|post)\s+(?:it\s+|them\s+|that\s+|this\s+)?back\b|\breturn\s+(?:postage|shipping|delivery|label)\b/g,
    'return',
  ],
  // Sending a thing back is returning it ("if I send the hoodie back for the next size up").
  [/\bsen[dt](?:s|ing)?\s+(?:[\w']+\s+){0,4}?back\b/g, 'return'],
  // Popping in is visiting ("could I pop into your shop?").
  // Not a thing that comes in a size or colour ("do they come in XXL / in navy?").
  [
    /\b(?:pop|drop|stop|come|swing)\s+(?:in|into|by|round|over)\b(?!\s+(?:an?\s+)?(?:size|sizes|xxs|xs|s|m|l|xl|xxl|xxxl|[2-6]xl|plus|petite|small|medium|large|other|different|more|any|colou?rs?|black|white|navy|red|blue|green|pink|grey|gray|\d))/g,
    'visit ',
  ],
  // Another size is an exchange ("the next size down", "a size bigger").
  [
    /\b(?:next|one|a|another|different)\s+size\s+(?:up|down|bigger|smaller|larger)\b|\b(?:bigger|smaller|larger|different|another)\s+size\b/g,
    'exchange size',
  ],
  // A parcel that will "be here by…" is shipping.
  [/\b(?:it|they|order|parcel|package)\s+(?:\w+\s+)?(?:be|get|arrive)\s+here\b/g, 'shipping'],
  // Posting a thing out is shipping it ("to post an order out", "post it out"), not a post online.
  [
    /\bpost(?:s|ed|ing)?\s+(?:it|them|(?:an?|my|the|your)\s+\w+|orders?|parcels?|stuff|things)\s+out\b/g,
    '$& shipping',
  ],
  // Keeping a piece back for a customer ("could you keep an M aside for me?", "how long will you
  // keep my size for me").
  [
    /\b(?:keep|put|set|hold)\s+(?:[\w']+\s+){0,3}?aside\b|\b(?:keep|kept|save|saved|put\s+by)\s+(?:it|them|that|this|one|(?:my|the|a|an|that|this)\s+(?:[\w']+\s+)?[\w']+)\s+(?:back\s+)?for\s+(?:me|us)\b/g,
    'hold',
  ],
  // Done alike: "branded the same", "all wrapped the same way".
  [/\b(?:branded|wrapped|lettered|done|painted|styled|printed)\s+(?:the\s+)?same\b/g, 'identical'],
  // A parcel "on its way" has shipped; one that "turns up" has arrived.
  [
    /\bon\s+(?:its|the|their|it'?s)\s+way\b|\bturn(?:s|ed)?\s+up\b|\b(?:been|be|is|gets?|got)\s+sent\b/g,
    'shipping',
  ],
  // Being told where a parcel is: "how will I know when it ships?".
  [/\bhow\s+(?:will|do|would|can|shall)\s+(?:i|we)\s+(?:know|find\s+out|tell|see)\b/g, 'tracking'],
  // Trousers made shorter are hemmed ("a shorter leg", "take the legs up"), and trousers or
  // sleeves that are "always miles too long on me" ask for it.
  [
    /\bshorter\s+(?:legs?|length|inseam)\b|\btak(?:e|en|ing)\s+(?:the\s+|them\s+|it\s+)?(?:legs?\s+)?up\b|\b(?:legs?|trousers|pants|jeans|chinos|slacks|sleeves?)\b[^.?!]{0,25}?\btoo\s+long\b/g,
    'hem',
  ],
  // How a piece fits ("does it run big?", "run big or small", "true to size", "should I size up?")
  // is its sizing, not "made in small runs".
  [
    /\b(?:runs?|running|comes?|fits?)\s+(?:a\s+(?:bit|little)\s+)?(?:small|large|big|true|tight|loose|narrow|wide)(?:\s+or\s+(?:small|large|big|true(?:\s+to\s+size)?|tight|loose|narrow|wide))?\b|\btrue\s+to\s+size\b|\bsize\s+(?:up|down)\b/g,
    'sizing',
  ],
  // A size by its label is a size: "do your dresses come in XXL?", "anything in petite?" against
  // "from XS to XL"; "come in" here is no visit. A letter label alone ("and in XL?") stays as it
  // is: it is the size a product card's stock is read by.
  [
    /\b(?:come|comes|go|goes|available|made|run|runs|stock(?:ed)?)\s+(?:up\s+)?(?:in|to)\s+(?:an?\s+)?(?:size\s+)?(?:xxs|xs|xl|xxl|xxxl|[2-6]xl|plus[\s-]sizes?|petites?)\b|\b(?:plus[\s-]sizes?|petites?)\b/g,
    'size',
  ],
  // Falling between two sizes is the size guide's question ("if I'm between two sizes", "in
  // between a small and a medium"), as "if you are between sizes" is its answer.
  [
    /\b(?:in\s+)?between\s+(?:two\s+|2\s+)?sizes\b|\bbetween\s+(?:a|an|the)\s+(?:xs|s|m|l|xl|small|medium|large)\s+and\s+(?:a|an|the)\s+(?:s|m|l|xl|xxl|small|medium|large|extra\s+large)\b/g,
    'size inbetween',
  ],
  // What most people choose is what is popular ("which size do most people get", "what do
  // customers usually order", "your best seller") against "our most popular size".
  [
    /\b(?:most|many|other)\s+(?:people|customers|folks|buyers|shoppers|clients)\s+(?:usually\s+|normally\s+|tend\s+to\s+)?(?:get|buy|order|choose|pick|go\s+for|take|want|wear)\b|\bbest[\s-]?sell(?:er|ers|ing)\b|\bmost\s+(?:common|ordered|bought|chosen)\b/g,
    'popular',
  ],
  // "Do you sell X" asks whether X is offered, as "do you offer X" does: the verb frames the
  // question and is not selling something on ("resale", which "sell" otherwise reads as).
  [/\b(?:do|does)\s+(?:you|u|ya|y'?all|you\s+guys)\s+(?:sell|stock|carry)\b/g, 'do you offer'],
  // A person's height ("I'm 5ft 4", "im 6 foot 2", "she's 5'6") is for size advice, not a size
  // to price: the size guide that asks for "your usual size and height" answers it.
  [
    /\b(?:i'?m|im|i\s+am|she'?s|he'?s|she\s+is|he\s+is|they'?re)\s+(?:about\s+|around\s+|only\s+|like\s+|just\s+)?\d\s*(?:ft|foot|feet|'|’)\s*(?:\d{1,2}\b)?(?:\s*(?:in|inches|"))?/g,
    ' height size ',
  ],
  // An order leaving the same day is shipping, not the opening hours: "will it go out today",
  // "does it get sent the same day", "would it be dispatched tomorrow".
  [
    /\b(?:it|they|order|orders|parcel|package|things|stuff)\s+(?:(?:will|would|could|should|can|does|do|to)\s+)?(?:go|goes|get|gets|be|is)\s+(?:out|sent(?:\s+out)?|posted|dispatched|shipped)\b(?=[^.?!]{0,20}?\b(?:today|tomorrow|tonight|same\s+day|this\s+(?:afternoon|evening))\b)/g,
    'shipping',
  ],
  // Beating or matching another seller's price: "will you price match", "can you match their price",
  // "do you beat a competitor's price". A policy the knowledge holds or a person decides.
  [
    /\bprice[\s-]+match(?:es|ed|ing)?\b|\b(?:match|beat|matching|beating)\s+(?:(?:a|the|their|his|her|that|any|an?\s+other|another|other)\s+)?(?:\w+(?:'s)?\s+)?(?:lower\s+|cheaper\s+|better\s+)?(?:price|prices|quote|quotes|offer|deal)\b/g,
    'pricematch',
  ],
  // Matching a colour the customer gives ("match our brand colour exactly", "a specific Pantone",
  // "PMS 7689", "colour-matched to the paint"): a particular arrangement, not a fleet looking alike.
  [
    /\b(?:match|matching|matched)\s+(?:(?:our|my|the|a|an|your|their|his|her|that|this|existing|exact|specific|company|brand|corporate|logo|paint)\s+){0,3}(?:colou?rs?|shades?|pantones?|paint(?:work)?)\b|\b(?:colou?r|shade|paint)[\s-]+match(?:es|ed|ing)?\b|\bpantones?\b|\bpms\s*\d|\bral\s*\d{4}\b/g,
    ' colourmatch ',
  ],
  // "Made to last" says how well, not where or how, things are made.
  [/\bmade\s+to\s+last\b/g, 'durable'],
  // Seeing the design before it is made is a proof ("can I see what it will look like first?").
  [
    /\b(?:see|show\s+me|know)\s+what\s+(?:it|they|the\s+\w+)\s+(?:will|would|is\s+going\s+to)\s+look\s+like\b/g,
    'proof',
  ],
  // An offer "still good" is an offer still valid; "still good" of a wrap is not about validity.
  [
    /\b(quotes?|quotation|estimate|offer|price|deal|code|voucher)\b([^.?!]{0,40}?)\bstill\s+(?:be\s+)?(?:good|ok|okay|on|open|stand|stands|hold|holds)\b/g,
    '$1$2 valid',
  ],
];

/** Each group's first word names the concept; every word of a group reads as it. */
const GROUPS: readonly string[] = [
  'hours hour open opening opens close closes closing closed shut',
  'weekday weekdays weekend weekends today tomorrow tonight monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays',
  'valid validity expire expires expired expiry expiration lapse lapses',
  'deposit deposits prepayment prepay',
  'minimum minimums min threshold',
  // A flaw in the surface: "rust spots", "stone chips" against "chips and rust must be repaired".
  'defect defects rust rusty rusted chip chips chipped',
  'fuel gas gasoline petrol diesel',
  'spill spills spilled spilt',
  'wash washing washes clean cleaning cleaner care maintain maintenance soap detergent dry dryer drying tumble laundry launder laundering iron ironing',
  'remove removal removing removed removable',
  'aftercare',
  // Reaching the business: "how do I contact you", "a phone number", "how to reach us".
  'contact contacts contacting reach phone telephone',
  'prep prepare prepares preparing prepared preparation',
  'reschedule rescheduling rearrange rebook postpone postponing',
  'turnaround timeline timeframe asap rush urgent urgently deadline',
  'photo photos jpeg jpg png image images picture pictures pic pics screenshot',
  // "Same" alone is too common ("the same appointment"); looking the same is a phrase below.
  'identical matching consistent uniform',
  'night nighttime nite dark headlight headlights',
  'damage damaged accident accidents crash crashed collision wreck wrecked ruin ruined harm scratch scratched scraped scrape dent',
  'warranty warranties guarantee guaranteed guarantees',
  'sign signs signage',
  'hood bonnet',
  'refund refunds refunded',
  'card cards visa mastercard amex debit credit',
  // Paying in parts, by whatever provider's name: "do you take Afterpay?" against "Klarna". Not
  // "instalments", whose stem is that of "install".
  'paylater afterpay klarna affirm sezzle clearpay bnpl layaway',
  'respray resprayed repaint repainted',
  'resale resell reselling sell selling sold',
  // A fleet's owner says "all our vans", the knowledge "every vehicle".
  'vehicle vehicles van vans car cars truck trucks lorry lorries pickup pickups sprinter sprinters trailer trailers camper campers motorhome motorhomes bus buses',
  'every all each',
  // Getting it to the customer: "postage", "do you deliver", "dispatch" against "we ship".
  'shipping ship ships shipped delivery deliveries deliver delivers delivered postage dispatch dispatched courier arrive arrives arriving arrival',
  // A business's values: "ethically made", "eco-friendly" against the item on sustainability.
  'sustainability sustainable sustainably ethical ethically ethics eco environment environmental environmentally planet waste wasteful landfill fair fairly fairtrade greenwashing',
  'exchange exchanges exchanged swap swaps swapped swapping switch switching',
  'tracking track tracked',
  'express expedited overnight priority',
  // Bought is ordered: "not bought anything yet" against "when your order ships".
  'order orders ordered ordering bought buy buying purchase purchases purchased',
  // Where an order is placed: "I can't find a cart" against "we send you a checkout link".
  // An account to buy with is part of checking out: "do I need an account to order?".
  'checkout checkouts cart carts account accounts login logins',
  // Pay and payment meet ("can I pay with…" against "payment methods"); the stems differ.
  // So do the apps and means a visitor names as the verb: "can I venmo you?", "zelle ok?".
  'payment payments pay pays paying paid venmo zelle cashapp',
  // A time booked with a person, in any of its names: "a styling session" against "a styling
  // appointment", "the first consultation".
  'appointment appointments session sessions consultation consultations',
  // Keeping a size back for a customer.
  'hold holds holding reserve reserved reserving',
  // A place to visit against a website.
  'store stores shop shops showroom',
  'online website web internet page webpage',
  'visit visits visiting visited',
  // Calling a job or an order off.
  'cancel cancels cancelled canceled cancelling canceling cancellation cancellations',
  // Whether a price includes tax: "is VAT extra?", "plus tax?".
  'tax taxes vat gst',
  // Altering a garment's length: "do you do alterations?" against "we hem them for free".
  'hem hems hemmed hemming alteration alterations alter altered altering shorten shortened shortening tailor tailoring',
  // How goods are packed: "wrapped in loads of plastic?" against "plastic-free packaging".
  'packaging packed packing plastic plastics',
  // Where and how things are made: "where do you make everything?" against "made in … factories".
  'made make makes making manufactured manufacture manufacturing factory factories',
  'seam seams seamless',
  'grommet grommets eyelet eyelets',
  'discount discounts promo promos promotion promotions coupon coupons',
  // Getting in and around a place: "wheelchair accessible", "a step at the door", "a ramp".
  'access accessible accessibility wheelchair wheelchairs ramp ramps stairs elevator',
  'loaner',
  'collection',
  'amend',
  'pobox',
  'priceadjust',
  'ownsupply',
  'supplies',
  'sample',
  'companion',
  'hiring hire hired recruiting recruitment vacancy vacancies careers employment',
  // Where a visitor leaves the car: "is there parking near the shop?", "where can I park?".
  'parking park parked carpark',
  // Matching another seller's price (the phrase above) against "we price match" or its absence.
  'pricematch',
  'colourmatch',
  'inhouse',
  // Seeing a design before it is printed.
  'proof proofs proofing mockup mockups preview previews',
  // What a customer brings for printing: "my logo is a drawing on a napkin" against "artwork".
  'artwork artworks logo logos drawing drawings drawn sketch sketches sketched doodle doodles vector vectors',
];

/** A word's concept, or the word itself. Stems of group words are matched by the caller too. */
const CONCEPT_OF: ReadonlyMap<string, string> = new Map(
  GROUPS.flatMap((group) => {
    const words = group.split(' ');
    return words.map((word) => [word, words[0]!] as const);
  }),
);

const MEMBERS_OF: ReadonlyMap<string, readonly string[]> = new Map(
  GROUPS.map((group) => {
    const words = group.split(' ');
    return [words[0]!, words] as const;
  }),
);

/**
 * The concepts that are something a customer asks about (when a shop is open, how to care for a
 * thing, what shipping costs), as opposed to the things and qualifiers a question names (a
 * vehicle, a sign, every, the weekend): on a tie, the item on the topic asked answers it.
 */
const TOPICS: ReadonlySet<string> = new Set([
  'hours',
  'valid',
  'deposit',
  'minimum',
  'wash',
  'remove',
  'aftercare',
  'contact',
  'prep',
  'tracking',
  'reschedule',
  'turnaround',
  'damage',
  'warranty',
  'refund',
  'shipping',
  'sustainability',
  'exchange',
  'hem',
  'cancel',
  'tax',
  'hold',
  'packaging',
  'proof',
  'respray',
  'paylater',
  'made',
  'artwork',
  'parking',
  'pricematch',
  // Which size to take, how things fit: "do your things run big or small?" is about sizing however
  // many items mention "small".
  'size',
  'loaner',
  'hiring',
  'collection',
  'amend',
  'pobox',
  'priceadjust',
  'ownsupply',
  'supplies',
  'sample',
  'companion',
  'access',
  'colourmatch',
  // Who does the work: "do you print it yourselves or send it out?".
  'inhouse',
]);

/**
 * Topics that name one particular arrangement (collecting in person, a PO box, samples, the
 * customer's own material…): an item that does not speak of it does not answer it, whatever other
 * topic of the question it holds ("deliver to a PO box?" is not answered by the shipping times).
 */
const SPECIFIC_TOPICS: ReadonlySet<string> = new Set([
  'access',
  'collection',
  'amend',
  'pobox',
  'priceadjust',
  'ownsupply',
  'supplies',
  'sample',
  'companion',
  'loaner',
  'hiring',
  'colourmatch',
]);

/** The term is a topic an item must itself speak of to answer (SPECIFIC_TOPICS). */
export function isSpecificTopic(term: string): boolean {
  return SPECIFIC_TOPICS.has(term);
}

/** The term is a concept customers ask about (TOPICS). */
export function isTopic(term: string): boolean {
  return TOPICS.has(term);
}

/** Every word the lexicon knows. */
export const CONCEPT_WORDS: readonly string[] = [...CONCEPT_OF.keys()];

/**
 * Any phrase at all, in one pattern per flag set (a pattern without the `u` flag may not be valid
 * with it): most messages hold none, and one scan for all is a fifth of the cost of each phrase's
 * own scan (decision 078). No phrase holds a back-reference, so each keeps its meaning in the union.
 */
const ANY_PHRASE: readonly RegExp[] = [false, true].flatMap((unicode) => {
  const group = PHRASES.filter(([pattern]) => pattern.unicode === unicode);
  if (group.length === 0) return [];
  return [new RegExp(group.map(([pattern]) => `(?:${pattern.source})`).join('|'), unicode ? 'u' : '')];
});

/** The text (lower case) with the lexicon's phrases written as their concept word. */
export function rewritePhrases(lowerText: string): string {
  // Where no phrase matches, none would change the text (a rewrite is what lets a later one match).
  if (!ANY_PHRASE.some((pattern) => pattern.test(lowerText))) return lowerText;
  let text = lowerText;
  for (const [pattern, word] of PHRASES) text = text.replace(pattern, ` ${word} `);
  return text;
}

/** The concept a (lower-case) word belongs to, or undefined. */
export function conceptOf(word: string): string | undefined {
  return CONCEPT_OF.get(word);
}

/** Every word of the concept a word belongs to (itself alone when it has none). */
export function conceptWords(word: string): readonly string[] {
  const concept = CONCEPT_OF.get(word);
  return concept ? (MEMBERS_OF.get(concept) ?? [word]) : [word];
}
