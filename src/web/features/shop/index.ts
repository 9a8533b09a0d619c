// What other parts of the web app may use of the online shop: the Products page's parts.
export { ShopConnectionCard } from './shop-connection-card';
export { ShopProductsTable } from './shop-products-table';
export { useShopConnection } from './use-shop';
