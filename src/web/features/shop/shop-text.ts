import type { ShopProduct } from '../../../domain/contracts/shop.contract';

/** "M: 8 · L: sold out"; one size: "4 in stock"; "in stock" for stock the shop does not count. */
export function stockText(product: Pick<ShopProduct, 'sizes' | 'stockBySize'>): string {
  const entries = product.sizes.map(
    (size) => [size, size in product.stockBySize ? (product.stockBySize[size] ?? null) : 0] as const,
  );
  const one = entries.length === 1;
  return entries
    .map(([size, count]) => {
      if (one) return count === null ? 'In stock' : count === 0 ? 'Sold out' : `${count} in stock`;
      return `${size}: ${count === null ? 'in stock' : count === 0 ? 'sold out' : count}`;
    })
    .join(' · ');
}
