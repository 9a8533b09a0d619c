import { formatUsd } from './money';
import { type PlanId, planById } from './plans';
import { ROI_FACTORS, ROI_PLANS, type RoiInputs, staffedShare } from './roi-calculator';

/** 0.92 → '92%'; 2.5 → '2.5%' (inputs are already percentages). */
const share = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
const percent = (value: number) => `${value}%`;

/**
 * The assumptions behind the estimate for the chosen plan, in words, with the fixed factors and
 * the visitor's own inputs filled in: the calculator shows them next to its results, so a figure
 * can be checked rather than taken on trust. Built from ROI_FACTORS and ROI_PLANS, so the words
 * cannot drift from the arithmetic in calculateRoi.
 */
export function roiAssumptions(inputs: RoiInputs, planId: PlanId): string[] {
  const f = ROI_FACTORS;
  const name = planById(planId)?.name ?? planId;
  const { efficiency } = ROI_PLANS[planId];
  const lines = [
    `A month is ${f.daysPerMonth} days; revenue today is visitors × ${percent(inputs.currentConversionRate)} conversion × ${formatUsd(inputs.averageOrderValue, { decimals: 0 })} per order.`,
    `Today your team answers ${percent(inputs.humanResponseRate)} of messages, and only in staffed hours, when ${share(staffedShare(inputs))} of your traffic arrives.${planId !== 'socialagent' && !inputs.hasLiveChat ? ' Without live chat on your website, no website chat is answered today.' : ''}`,
    `The agent answers ${share(f.aiResponseRate)} of the conversations nobody answers today, at any hour.`,
    `${name} realises ${share(efficiency)} of the revenue it works on (its efficiency); each stream below is multiplied by it.`,
  ];
  if (planId === 'socialagent') {
    lines.push(
      `${percent(inputs.socialTrafficPercent)} of visitors come from social media and ${percent(inputs.dmEngagementRate)} of those send a DM; ${percent(inputs.dmConversionRate)} of answered DMs buy at your average order value.`,
    );
  } else {
    lines.push(
      `${percent(inputs.chatEngagementRate)} of visitors start a chat; ${percent(inputs.aiConversionRate)} of the chats the agent answers buy at your average order value.`,
    );
  }
  if (planId === 'shopagent') {
    lines.push(
      `Of the carts abandoned (${percent(inputs.cartAbandonRate)} of carts), the agent wins back ${percent(f.aiCartRecoveryPercent)} minus the ${percent(inputs.emailRecoveryRate)} your e-mails already recover.`,
      `Bundles and suggestions raise the average order by ${share(f.orderValueUplift)}.`,
    );
  }
  if (planId === 'quoteagent') {
    lines.push(
      `${percent(inputs.quoteIntentRate)} of visitors want a quote. Today ${percent(inputs.leadCaptureRate)} of them leave their details and you close ${percent(inputs.closeRate)} of those; with instant quotes ${share(f.aiQuoteCaptureRate)} leave their details and ${share(f.aiQuoteCloseRate)} of those buy, at ${formatUsd(inputs.avgJobValue, { decimals: 0 })} a job. Only the jobs beyond today's count.`,
    );
  }
  lines.push(
    `Days to pay back: the ${formatUsd(ROI_PLANS[planId].price, { decimals: 0 })} monthly fee divided by the extra revenue per day, rounded up (at least ${f.minRoiDays}; ${f.noGainRoiDays} when there is no gain).`,
  );
  return lines;
}
