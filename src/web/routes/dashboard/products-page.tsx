import { useCurrentWorkspace, useSession } from '../../app/session';
import { WithCurrentWorkspace } from '../../features/knowledge/workspace-knowledge';
import { ShopConnectionCard, ShopProductsTable, useShopConnection } from '../../features/shop';
import { useDocumentMeta } from '../../lib/document-meta';

function ProductsOf({ workspaceId }: { workspaceId: string }) {
  const { data } = useSession();
  const workspace = useCurrentWorkspace();
  // Members read; owners (and platform admins) change. The server enforces the same.
  const canChange = Boolean(data?.isAdmin || workspace?.role === 'owner');
  const syncing = useShopConnection(workspaceId).data?.connection?.status === 'importing';
  return (
    <>
      <ShopConnectionCard workspaceId={workspaceId} canChange={canChange} />
      <ShopProductsTable workspaceId={workspaceId} syncing={syncing} />
    </>
  );
}

/** /products: the shop's connected store and the products the shop agent answers from. */
export function ProductsPage() {
  useDocumentMeta({ title: 'Products' });
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Products</h1>
        <p className="mt-1 text-muted-foreground">
          Your store’s products and recent orders: what the shop agent answers price, stock and order
          questions from.
        </p>
      </div>
      <WithCurrentWorkspace>{(workspace) => <ProductsOf workspaceId={workspace.id} />}</WithCurrentWorkspace>
    </div>
  );
}
