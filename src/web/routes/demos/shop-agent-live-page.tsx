import { LiveChatPlaceholder } from './live-chat-placeholder';

export function ShopAgentLivePage() {
  return (
    <LiveChatPlaceholder
      title="ShopAgent Live Demo"
      agentName="ShopAgent"
      backTo="/shop-agent-demo"
      backLabel="Back to ShopAgent demo"
    />
  );
}
