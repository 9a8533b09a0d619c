// What other features may use of the catalogue (DESIGN.md §2 rule 1).
export { CATALOGUE_CACHE_MS, forgetCatalogue, getCatalogue, lookUpOrder } from './catalogue.service';
