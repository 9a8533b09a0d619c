import type { ReactNode } from 'react';
import type { VerifyPaymentResponse } from '../../../domain/contracts/payments.contract';
import { SiteFooter } from '../../components/site/site-footer';
import { SiteHeader } from '../../components/site/site-header';

export type Seller = NonNullable<VerifyPaymentResponse['seller']>;

/**
 * Around a payment's result page. A plan is the platform's own sale: its site header and footer.
 * A quote is the business's sale to its customer, who has no account here: the business's name
 * (to its own site) and nothing of the platform's (no client login, no dashboard, no nav). Before
 * the payment is known (verifying, or no session at all) neither is claimed.
 */
export function PaymentFrame({
  platform,
  seller,
  children,
}: {
  platform: boolean;
  seller: Seller | null;
  children: ReactNode;
}) {
  if (platform) {
    return (
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      {seller ? (
        <header className="border-b bg-background">
          <div className="mx-auto flex w-full max-w-3xl items-center px-4 py-4 sm:px-6">
            {seller.site_url ? (
              <a
                href={seller.site_url}
                className="text-lg font-semibold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="seller-name"
              >
                {seller.name}
              </a>
            ) : (
              <p className="text-lg font-semibold" data-testid="seller-name">
                {seller.name}
              </p>
            )}
          </div>
        </header>
      ) : null}
      <main id="main-content" className="flex-1">
        {children}
      </main>
    </div>
  );
}
