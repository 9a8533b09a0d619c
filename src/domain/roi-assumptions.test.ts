import { describe, expect, it } from 'vitest';
import { PLAN_IDS } from './plans';
import { roiAssumptions } from './roi-assumptions';
import { ROI_DEFAULTS } from './roi-calculator';

describe('roiAssumptions', () => {
  it('states the fixed factors the estimate uses, for every plan', () => {
    for (const plan of PLAN_IDS) {
      const text = roiAssumptions(ROI_DEFAULTS, plan).join('\n');
      expect(text).toContain('A month is 30 days');
      expect(text).toContain('answers 92% of the conversations nobody answers today');
      expect(text).toMatch(/Days to pay back/);
    }
  });

  it("states each plan's efficiency and its own streams' factors", () => {
    const shop = roiAssumptions(ROI_DEFAULTS, 'shopagent').join('\n');
    expect(shop).toContain('ShopAgent realises 92%');
    expect(shop).toContain('wins back 12% minus the 8% your e-mails already recover');
    expect(shop).toContain('raise the average order by 5%');
    expect(shop).not.toMatch(/quote/i);

    const quote = roiAssumptions(ROI_DEFAULTS, 'quoteagent').join('\n');
    expect(quote).toContain('QuoteAgent realises 98%');
    expect(quote).toContain(
      '2% of visitors want a quote. Today 50% of them leave their details and you close 30% of those; with instant quotes 70% leave their details and 32% of those buy, at $800 a job.',
    );

    const social = roiAssumptions(ROI_DEFAULTS, 'socialagent').join('\n');
    expect(social).toContain('SocialAgent realises 85%');
    expect(social).toContain('30% of visitors come from social media and 4% of those send a DM');
    expect(social).not.toContain('website chat');
  });

  it("fills in the visitor's own inputs", () => {
    const text = roiAssumptions(
      { ...ROI_DEFAULTS, hasLiveChat: true, businessHours: 24, humanResponseRate: 80 },
      'shopagent',
    ).join('\n');
    expect(text).toContain('answers 80% of messages');
    expect(text).toContain('when 100% of your traffic arrives');
    expect(text).not.toContain('Without live chat');
    expect(roiAssumptions(ROI_DEFAULTS, 'shopagent').join('\n')).toContain(
      'Without live chat on your website, no website chat is answered today.',
    );
  });
});
