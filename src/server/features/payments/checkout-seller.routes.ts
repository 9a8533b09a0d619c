import { checkoutSellerContract } from '../../../domain/contracts/payments.contract';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/contract-routes';
import { AppError } from '../../lib/app-error';
import { findCheckoutById } from './payments.repository';
import { PAYMENT_PAGES_RATE_LIMIT } from './payments.routes';
import { sellerOfCheckout } from './payments.service';

export const CHECKOUT_NOT_FOUND_MESSAGE = 'Checkout not found';

/**
 * The canceled page of a quote's checkout names the business it was paying. Counted with the
 * payment pages per client address: a buyer opens one; a script trying ids is stopped (and an id
 * is 122 random bits).
 */
export const checkoutSellerRoutes = [
  route(checkoutSellerContract, async ({ deps, c, params }) => {
    await deps.rateLimiter.enforce(PAYMENT_PAGES_RATE_LIMIT, [`ip:${clientIp(c, deps.env.TRUST_PROXY)}`]);
    const checkout = await findCheckoutById(deps.db, params.checkoutId);
    const seller = checkout ? await sellerOfCheckout(deps, checkout) : null;
    // A plan's checkout is the platform's own sale: nothing to name, as for an unknown id.
    if (!seller) throw new AppError('NOT_FOUND', CHECKOUT_NOT_FOUND_MESSAGE);
    return { seller: { name: seller.name, site_url: seller.siteUrl } };
  }),
];
