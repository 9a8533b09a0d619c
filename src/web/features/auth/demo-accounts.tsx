import { InfoIcon } from 'lucide-react';
import type { DemoAccount } from '../../app/config-provider';
import { Button } from '../../components/ui/button';

/** Demo mode only: the seeded accounts, so a visitor can try the dashboard without signing up. */
export function DemoAccounts({
  accounts,
  onUse,
}: {
  accounts: DemoAccount[];
  onUse: (account: DemoAccount) => void;
}) {
  return (
    <section aria-labelledby="demo-accounts-heading" className="rounded-lg border border-dashed bg-card p-4">
      <h2 id="demo-accounts-heading" className="flex items-center gap-2 text-sm font-semibold">
        <InfoIcon className="size-4" aria-hidden="true" />
        Demo accounts
      </h2>
      <p className="mt-1 text-xs text-muted-foreground">
        This installation runs in demo mode. These seeded accounts hold sample data only.
      </p>
      {accounts.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No demo accounts are configured.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {accounts.map((account) => (
            <li key={account.email} className="flex items-center justify-between gap-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{account.label}</p>
                <p className="truncate text-muted-foreground">
                  <span className="sr-only">Email: </span>
                  {account.email}
                </p>
                <p className="truncate text-muted-foreground">
                  <span className="sr-only">Password: </span>
                  <code>{account.password}</code>
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onUse(account)}
                aria-label={`Use ${account.label} account`}
              >
                Use
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
