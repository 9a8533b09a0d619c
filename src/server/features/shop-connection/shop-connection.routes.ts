import {
  connectShopContract,
  disconnectShopContract,
  getShopConnectionContract,
  listShopProductsContract,
  syncShopContract,
} from '../../../domain/contracts/shop.contract';
import { route } from '../../http/contract-routes';
import {
  connectShop,
  disconnectShop,
  getShopConnection,
  listShopProducts,
  syncShopNow,
} from './shop-connection.service';

export const shopRoutes = [
  route(getShopConnectionContract, ({ deps, params }) => getShopConnection(deps, params.workspaceId)),
  route(connectShopContract, ({ deps, params, body, viewer }) =>
    connectShop(deps, { workspaceId: params.workspaceId, userId: viewer.userId, ...body }),
  ),
  route(syncShopContract, ({ deps, params }) => syncShopNow(deps, params.workspaceId)),
  route(disconnectShopContract, ({ deps, params }) => disconnectShop(deps, params.workspaceId)),
  route(listShopProductsContract, ({ deps, params }) => listShopProducts(deps, params.workspaceId)),
];
