// What other features may use of knowledge (DESIGN.md §2 rule 1).
export { ScrapeWebsiteCard } from './scrape-website-card';
export { UploadDocumentsCard } from './upload-documents-card';
