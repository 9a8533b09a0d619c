import { LiveChatPage } from '../../features/live-chat/live-chat-page';

export function ShopAgentLivePage() {
  return (
    <LiveChatPage
      agentType="shop"
      agentName="ShopAgent"
      title="ShopAgent Live Demo"
      description="Chat live with ShopAgent: product questions, orders, shipping and returns, with a quote by email when you ask about prices."
      lead="Ask ShopAgent what your customers would ask: products, orders, shipping or returns."
      backTo="/shop-agent-demo"
      backLabel="Back to ShopAgent demo"
    />
  );
}
