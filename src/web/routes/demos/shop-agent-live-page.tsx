import { DEMO_SHOP_STORE } from '../../../domain/demo-stores';
import { LiveChatPage } from '../../features/live-chat/live-chat-page';

const { sampleOrder } = DEMO_SHOP_STORE;

export function ShopAgentLivePage() {
  return (
    <LiveChatPage
      agentType="shop"
      agentName="ShopAgent"
      title="ShopAgent Live Demo"
      description={`Chat live with ShopAgent for ${DEMO_SHOP_STORE.name}, a demo clothing shop: products, sizes and stock, delivery, returns and order status.`}
      lead={`Ask ShopAgent what a shopper at ${DEMO_SHOP_STORE.name}, our demo clothing shop, would ask: products, sizes, stock, delivery or returns.`}
      backTo="/shop-agent-demo"
      backLabel="Back to ShopAgent demo"
      chatOptions={{
        workspaceKey: DEMO_SHOP_STORE.publicKey,
        welcomeMessage: DEMO_SHOP_STORE.welcomeMessage,
      }}
      hint={
        <>
          To try an order look-up, ask where order <strong>{sampleOrder.orderNumber}</strong> is and give the
          e-mail <strong>{sampleOrder.email}</strong>.
        </>
      }
    />
  );
}
