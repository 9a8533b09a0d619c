import type { BrandKey } from '../../../domain/brands';
import { calculateQuote, type PricedQuote, type PricingRules } from '../../../domain/quote-engine';
import { requestedMailAddress } from '../../../domain/typed-email';
import type { AppDeps } from '../../app-deps';
import type { DeferredAction } from '../../db/schema/answer-approvals';
import { AppError } from '../../lib/app-error';
import { getCatalogue, lookUpOrder } from '../catalogue';
import { searchKnowledge } from '../knowledge';
import { quotePayLink } from '../payments';
import { createConversationQuote, isConversationQuote, sendQuoteEmail } from '../quotes';
import type { ChatTools } from './engine/chat-engine';
import { handOffConversation } from './handoff.service';
import { findCustomer } from './visitor-contact.repository';
import { applyVisitorContact } from './visitor-contact.service';

/** Said to a visitor when the owner has not set prices yet; a person is offered after it. */
export const NO_PRICING_MESSAGE = 'Our team prices each job themselves, so I cannot give you a figure here.';
export const QUOTE_NOT_IN_CONVERSATION = 'That quote does not belong to this conversation.';
export const QUOTE_NEEDS_EMAIL = 'A quote needs the customer’s e-mail address first.';

/** What a turn's tools act on: one conversation of one workspace, never anything else. */
export interface TurnScope {
  workspaceId: string;
  brandKey: BrandKey;
  conversationId: string;
  pricing: PricingRules | null;
  /** The conversation's customer, which it keeps (contact details only ever fill this row in). */
  customerId: string;
  requestOrigin: string | undefined;
  /** The visitor's client address (addresses typed into chats are limited per client address). */
  clientIp: string;
  /**
   * Safe mode: the reply is held for a reviewer, so what the customer would notice (the quote
   * e-mail) is recorded here instead of done, and done only when the answer is approved.
   */
  deferred?: DeferredAction[];
}

/** The last quote the turn's tools priced (and stored, when create_quote ran). */
export interface TurnQuote {
  quote: PricedQuote;
  stored: { quoteId: string; quoteNumber: string } | null;
}

export interface TurnTools extends ChatTools {
  /** Set once hand_off ran. */
  handedOff(): boolean;
  /** The quote this turn priced last, if any: the one the chat shows and its quote form sends. */
  lastQuote(): TurnQuote | null;
}

export function createTurnTools(deps: AppDeps, scope: TurnScope): TurnTools {
  const { customerId } = scope;
  let handedOff = false;
  let lastQuote: TurnQuote | null = null;
  // A model may name any id; only this conversation's quotes may be e-mailed or paid from here.
  const requireOwnQuote = async (quoteId: string) => {
    const own = await isConversationQuote(deps.db, { quoteId, conversationId: scope.conversationId });
    if (!own) throw new AppError('NOT_FOUND', QUOTE_NOT_IN_CONVERSATION);
  };

  return {
    handedOff: () => handedOff,
    lastQuote: () => lastQuote,

    async searchKnowledge(query, limit = 3) {
      return searchKnowledge(deps.db, {
        workspaceId: scope.workspaceId,
        text: query,
        limit: Math.min(limit, 10),
      });
    },

    calculateQuote(request) {
      if (!scope.pricing) return { ok: false, missing: [], message: NO_PRICING_MESSAGE };
      const calculation = calculateQuote(scope.pricing, request);
      if (calculation.ok) lastQuote = { quote: calculation.quote, stored: null };
      return calculation;
    },

    async createQuote(request) {
      const calculation = this.calculateQuote(request);
      if (!calculation.ok) throw new AppError('VALIDATION_FAILED', calculation.message);
      const customer = await findCustomer(deps.db, customerId);
      if (!customer || !requestedMailAddress(customer))
        throw new AppError('VALIDATION_FAILED', QUOTE_NEEDS_EMAIL);
      const created = await createConversationQuote(deps, {
        workspaceId: scope.workspaceId,
        customerId,
        conversationId: scope.conversationId,
        quote: calculation.quote,
      });
      lastQuote = { quote: calculation.quote, stored: created };
      return { ...created, quote: calculation.quote };
    },

    async sendQuoteEmail(quoteId) {
      await requireOwnQuote(quoteId);
      if (scope.deferred) {
        if (!scope.deferred.some((action) => action.quoteId === quoteId))
          scope.deferred.push({
            type: 'send_quote_email',
            quoteId,
            requestOrigin: scope.requestOrigin ?? null,
          });
        return;
      }
      await sendQuoteEmail(deps, {
        quoteId,
        workspaceId: scope.workspaceId,
        conversationId: scope.conversationId,
        requestOrigin: scope.requestOrigin,
      });
    },

    async createPaymentLink(quoteId) {
      await requireOwnQuote(quoteId);
      return quotePayLink(deps, { quoteId, requestOrigin: scope.requestOrigin });
    },

    async captureContact(details) {
      const customer = await findCustomer(deps.db, customerId);
      if (!customer) return;
      await deps.db.transaction((tx) =>
        applyVisitorContact(deps, tx, {
          clientIp: scope.clientIp,
          workspaceId: scope.workspaceId,
          customer,
          contact: { email: details.email, name: details.name, company: details.company },
          at: deps.clock(),
        }),
      );
    },

    catalogue: {
      products: () => getCatalogue(deps.db, { workspaceId: scope.workspaceId }),
      lookUpOrder: (orderNumber, email) =>
        lookUpOrder(deps.db, { workspaceId: scope.workspaceId, orderNumber, email }),
    },

    async handOff(reason) {
      handedOff = true;
      await handOffConversation(
        {
          db: deps.db,
          clock: deps.clock,
          outbox: deps.outbox,
          dashboardUrl: deps.env.dashboardUrl,
          brands: deps.env.brands,
        },
        {
          workspaceId: scope.workspaceId,
          brandKey: scope.brandKey,
          conversationId: scope.conversationId,
          reason,
        },
      );
    },
  };
}
