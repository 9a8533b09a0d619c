import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SimplePage } from '../../components/site/simple-page';
import { Button } from '../../components/ui/button';

type LiveChatPlaceholderProps = { title: string; agentName: string; backTo: string; backLabel: string };

/** Shared shell of the live chat pages until the chat window is plugged in. */
export function LiveChatPlaceholder({ title, agentName, backTo, backLabel }: LiveChatPlaceholderProps) {
  return (
    <SimplePage
      title={title}
      lead={`Chat with ${agentName} in real time. The chat window is being connected to the agent service and will appear here.`}
      description={`Live chat demo with ${agentName}.`}
    >
      <Button asChild variant="outline">
        <Link to={backTo}>
          <ArrowLeftIcon aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </SimplePage>
  );
}
