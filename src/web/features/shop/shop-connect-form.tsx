import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../lib/toast';
import { useConnectShop } from './use-shop';

/**
 * Store address + REST API key: the server tries the key with one read before storing anything,
 * so a wrong key is said here, under the form, and nothing is kept.
 */
export function ShopConnectForm({ workspaceId }: { workspaceId: string }) {
  const connect = useConnectShop(workspaceId);
  const [storeUrl, setStoreUrl] = useState('');
  const [consumerKey, setConsumerKey] = useState('');
  const [consumerSecret, setConsumerSecret] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate(
      { storeUrl, consumerKey, consumerSecret },
      {
        onSuccess: () => {
          setConsumerSecret('');
          toast.success('Store connected', { description: 'Importing your products and recent orders.' });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Connect WooCommerce" noValidate>
      <FormField
        label="Store address"
        name="storeUrl"
        placeholder="https://shop.example.com"
        inputMode="url"
        autoComplete="url"
        required
        value={storeUrl}
        onChange={(e) => setStoreUrl(e.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Consumer key"
          name="consumerKey"
          placeholder="ck_…"
          autoComplete="off"
          spellCheck={false}
          required
          value={consumerKey}
          onChange={(e) => setConsumerKey(e.target.value)}
        />
        <FormField
          label="Consumer secret"
          name="consumerSecret"
          type="password"
          placeholder="cs_…"
          autoComplete="off"
          required
          value={consumerSecret}
          onChange={(e) => setConsumerSecret(e.target.value)}
        />
      </div>
      {connect.error ? (
        <p role="alert" className="text-sm text-destructive" data-testid="shop-connect-error">
          {connect.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? 'Checking the key…' : 'Connect store'}
        </Button>
      </div>
    </form>
  );
}
