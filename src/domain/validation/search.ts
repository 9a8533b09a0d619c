/** Customer join as the dashboard tables receive it; either side may be missing. */
export interface CustomerRef {
  name?: string | null;
  email?: string | null;
}

export interface SearchableQuote {
  quote_number?: string | null;
  customer?: CustomerRef | null;
}

export interface SearchableConversation {
  customer?: CustomerRef | null;
}

function contains(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle);
}

function normalise(query: string): string {
  return query.trim().toLowerCase();
}

/** Case-insensitive on customer name, e-mail and quote number; an empty query matches all. */
export function matchesQuoteSearch(quote: SearchableQuote, query: string): boolean {
  const q = normalise(query);
  return (
    q === '' ||
    contains(quote.customer?.name, q) ||
    contains(quote.customer?.email, q) ||
    contains(quote.quote_number, q)
  );
}

/** Case-insensitive on customer name and e-mail; an empty query matches all. */
export function matchesConversationSearch(conversation: SearchableConversation, query: string): boolean {
  const q = normalise(query);
  return q === '' || contains(conversation.customer?.name, q) || contains(conversation.customer?.email, q);
}
