import { describe, expect, it } from 'vitest';
import {
  ALLOW_ALL_ROBOTS,
  DISALLOW_ALL_ROBOTS,
  isAllowedByRobots,
  parseRobots,
  productToken,
} from './robots';

const UA = 'SalesAgentPreview/1.0 (+https://example.com/bot)';

describe('parseRobots', () => {
  it('groups user agents with their rules and collects sitemaps', () => {
    const robots = parseRobots(
      [
        '# comment',
        'User-agent: Googlebot',
        'User-agent: Bingbot',
        'Disallow: /private # trailing comment',
        '',
        'User-agent: *',
        'Allow: /',
        'Disallow:',
        'Sitemap: https://shop.example/sitemap_index.xml',
      ].join('\r\n'),
    );
    expect(robots.groups).toEqual([
      { agents: ['googlebot', 'bingbot'], rules: [{ allow: false, pattern: '/private' }] },
      { agents: ['*'], rules: [{ allow: true, pattern: '/' }] },
    ]);
    expect(robots.sitemaps).toEqual(['https://shop.example/sitemap_index.xml']);
  });
});

describe('isAllowedByRobots', () => {
  it('allows everything without rules', () => {
    expect(isAllowedByRobots(ALLOW_ALL_ROBOTS, UA, '/anything')).toBe(true);
    expect(isAllowedByRobots(DISALLOW_ALL_ROBOTS, UA, '/anything')).toBe(false);
  });

  it('follows the * group when none names us', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /checkout\nDisallow: /admin/');
    expect(isAllowedByRobots(robots, UA, '/checkout/step-1')).toBe(false);
    expect(isAllowedByRobots(robots, UA, '/admin')).toBe(true);
    expect(isAllowedByRobots(robots, UA, '/products')).toBe(true);
  });

  it('prefers the group naming our product token over *', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /\n\nUser-agent: salesagentpreview\nDisallow: /private',
    );
    expect(productToken(UA)).toBe('salesagentpreview');
    expect(isAllowedByRobots(robots, UA, '/services')).toBe(true);
    expect(isAllowedByRobots(robots, UA, '/private/x')).toBe(false);
  });

  it('lets the longest match win and allow win a tie', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /shop\nAllow: /shop/products\nDisallow: /page\nAllow: /page',
    );
    expect(isAllowedByRobots(robots, UA, '/shop/cart')).toBe(false);
    expect(isAllowedByRobots(robots, UA, '/shop/products/mug')).toBe(true);
    expect(isAllowedByRobots(robots, UA, '/page')).toBe(true);
  });

  it('supports * wildcards and the $ end anchor', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /*?sort=\nDisallow: /*.php$');
    expect(isAllowedByRobots(robots, UA, '/mugs?sort=price')).toBe(false);
    expect(isAllowedByRobots(robots, UA, '/index.php')).toBe(false);
    expect(isAllowedByRobots(robots, UA, '/index.php?x=1')).toBe(true);
    expect(isAllowedByRobots(robots, UA, '/mugs')).toBe(true);
  });

  it('always allows /robots.txt itself', () => {
    expect(isAllowedByRobots(parseRobots('User-agent: *\nDisallow: /'), UA, '/robots.txt')).toBe(true);
  });

  it('compares percent-encoded and plain paths alike', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /caf%C3%A9');
    expect(isAllowedByRobots(robots, UA, '/café/menu')).toBe(false);
  });
});

describe('robots wildcards on hostile input', () => {
  const robots = parseRobots('User-agent: *\nDisallow: /*a*a*a*a*a*a*a*a*a*a*b\nDisallow: /x*y$');
  it('matches many wildcards against a long path without backtracking for ever', () => {
    expect(isAllowedByRobots(robots, 'SalesAgentPreview', `/${'a'.repeat(5_000)}`)).toBe(true);
    expect(isAllowedByRobots(robots, 'SalesAgentPreview', `/${'a'.repeat(5_000)}b`)).toBe(false);
  });
  it('anchors a pattern ending in $ to the end of the path', () => {
    expect(isAllowedByRobots(robots, 'SalesAgentPreview', '/x-and-y')).toBe(false);
    expect(isAllowedByRobots(robots, 'SalesAgentPreview', '/x-and-y-z')).toBe(true);
  });
});
