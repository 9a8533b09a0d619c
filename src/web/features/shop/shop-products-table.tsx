import { formatUsd } from '../../../domain/money';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { stockText } from './shop-text';
import { useShopProducts } from './use-shop';

/** The products the shop agent answers from: name, price and stock. */
export function ShopProductsTable({ workspaceId, syncing }: { workspaceId: string; syncing: boolean }) {
  const { data, isPending, error } = useShopProducts(workspaceId, syncing);
  if (isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  if (error)
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load the products</AlertTitle>
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  if (data.products.length === 0)
    return (
      <p
        className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground"
        data-testid="shop-products-empty"
      >
        No products yet. Connect your WooCommerce store above and its published products appear here; the shop
        agent answers price, size and stock questions from them.
      </p>
    );
  return (
    <section aria-labelledby="shop-products-heading" className="flex flex-col gap-2">
      <h2 id="shop-products-heading" className="text-lg font-semibold">
        Products <span className="text-sm font-normal text-muted-foreground">({data.products.length})</span>
      </h2>
      {/* Scrolls sideways inside its own box on a phone, so the page itself never does. */}
      <div className="overflow-x-auto rounded-md border" tabIndex={-1}>
        <table className="w-full min-w-[32rem] text-sm" data-testid="shop-products">
          <caption className="sr-only">The products your shop agent answers from</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Price
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((product) => (
              <tr key={product.id} className="border-t">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="font-medium">{product.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {product.category} · {product.sku}
                  </span>
                </th>
                <td className="px-3 py-2 tabular-nums">{formatUsd(Number(product.price))}</td>
                <td className="px-3 py-2">{stockText(product)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.products.length >= data.limit ? (
        <p className="text-sm text-muted-foreground">Showing the first {data.limit} products, by name.</p>
      ) : null}
    </section>
  );
}
