import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small business's website, served on 127.0.0.1 for the preview generator to analyse: a home
// page with services and prices, contact details and opening hours, and a shipping policy page.

export const BUSINESS = {
  name: 'Harbor Sign & Print Co.',
  description: 'Vehicle wraps, banners and storefront graphics, designed and printed in Portland since 2009.',
  services: [
    { name: 'Full Vehicle Wrap', price: '$2,800' },
    { name: 'Storefront Window Graphics', price: '$450' },
    { name: 'Vinyl Banner', price: '$89' },
  ],
  phone: '(503) 555-0142',
  email: 'hello@harborsign.example',
} as const;

function homePage(): string {
  const services = BUSINESS.services
    .map(
      (s) => `<li class="service">
          <h3>${s.name}</h3>
          <p>Professional ${s.name.toLowerCase()} with free design consultation.</p>
          <p class="price">From ${s.price}</p>
        </li>`,
    )
    .join('\n');
  const jsonLd = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: BUSINESS.name,
    description: BUSINESS.description,
    telephone: BUSINESS.phone,
    email: BUSINESS.email,
    openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-14:00'],
  });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${BUSINESS.name} | Vehicle Wraps & Signs in Portland</title>
    <meta name="description" content="${BUSINESS.description}" />
    <script type="application/ld+json">${jsonLd}</script>
  </head>
  <body>
    <header><nav><a href="/">Home</a> <a href="/shipping">Shipping</a></nav></header>
    <main>
      <h1>${BUSINESS.name}</h1>
      <p>${BUSINESS.description}</p>
      <section>
        <h2>Our services</h2>
        <ul>
${services}
        </ul>
      </section>
      <section>
        <h2>Opening hours</h2>
        <p>Monday to Friday: 8:00 am - 6:00 pm</p>
        <p>Saturday: 9:00 am - 2:00 pm</p>
        <p>Sunday: closed</p>
      </section>
      <section>
        <h2>Contact us</h2>
        <p>Phone: <a href="tel:+15035550142">${BUSINESS.phone}</a></p>
        <p>Email: <a href="mailto:${BUSINESS.email}">${BUSINESS.email}</a></p>
        <p>1420 NW Marine Drive, Portland, OR 97209</p>
      </section>
    </main>
    <footer><a href="/shipping">Shipping policy</a></footer>
  </body>
</html>`;
}

function shippingPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Shipping policy | ${BUSINESS.name}</title>
    <meta name="description" content="How and when we ship printed orders." />
  </head>
  <body>
    <main>
      <h1>Shipping policy</h1>
      <p>Banners and printed graphics ship within 2 business days. Shipping is free on orders over $150;
      smaller orders ship for a flat $12. Vehicle wraps are installed at our Portland shop.</p>
    </main>
  </body>
</html>`;
}

export interface BusinessSite {
  /** As a visitor types it: no trailing slash. */
  url: string;
  /** While set, every page answers 500 (a site that is down). */
  setFailing(failing: boolean): void;
  /** While set, the home page never answers (a site that hangs). */
  setHanging(hanging: boolean): void;
  /** Requests whose connection the asker closed before an answer came. */
  abandoned(): number;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function serveBusinessSite(): Promise<BusinessSite> {
  let failing = false;
  let hanging = false;
  let abandoned = 0;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.local').pathname;
    requests.push(path);
    res.on('close', () => {
      if (!res.writableFinished) abandoned += 1;
    });
    if (hanging && path === '/') return;
    if (failing) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
      return;
    }
    const html = { 'content-type': 'text/html; charset=utf-8' };
    if (path === '/') {
      res.writeHead(200, html);
      res.end(homePage());
    } else if (path === '/shipping') {
      res.writeHead(200, html);
      res.end(shippingPage());
    } else if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('User-agent: *\nAllow: /\n');
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setFailing: (value) => {
      failing = value;
    },
    setHanging: (value) => {
      hanging = value;
    },
    abandoned: () => abandoned,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
