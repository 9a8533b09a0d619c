import { useId, useState } from 'react';
import type { TrainingStatus } from '../../../domain/contracts/knowledge.contract';
import { KNOWLEDGE_TEXTS, TEST_QUESTION_MAX_CHARS } from '../../../domain/knowledge/knowledge-texts';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useTestAgent } from './use-knowledge-items';

/**
 * "Test your agent": one question to the workspace's agent, answered from this workspace's
 * knowledge. Marked as a test; the server stores no conversation or lead for it.
 */
export function TestAgentBox({
  workspaceId,
  agents,
}: {
  workspaceId: string;
  agents: TrainingStatus['agents'];
}) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [agentId, setAgentId] = useState('');
  const ask = useTestAgent(workspaceId);

  if (agents.length === 0) {
    return <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{KNOWLEDGE_TEXTS.noAgent}</p>;
  }

  return (
    <form
      aria-label="Test your agent"
      className="grid gap-2 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (question.trim()) ask.mutate({ question: question.trim(), agentId: agentId || undefined });
      }}
    >
      <p className="text-sm font-medium">Test your agent</p>
      {agents.length > 1 ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-agent`}>Agent</Label>
          <NativeSelect id={`${id}-agent`} value={agentId} onChange={(e) => setAgentId(e.target.value)}>
            {agents.map((agent, n) => (
              <option key={agent.id} value={n === 0 ? '' : agent.id}>
                {agent.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <Label htmlFor={`${id}-question`} className="sr-only">
        Question for your agent
      </Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-question`}
          placeholder="Ask what a customer would ask…"
          maxLength={TEST_QUESTION_MAX_CHARS}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
        />
        <Button type="submit" disabled={ask.isPending || question.trim() === ''}>
          {ask.isPending ? 'Asking…' : 'Ask'}
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {ask.isError ? (
          <p role="alert" className="text-destructive">
            {ask.error.message}
          </p>
        ) : ask.data ? (
          <div className="grid gap-1 rounded-md bg-muted p-3">
            <p className="text-xs font-medium text-muted-foreground">
              {ask.data.agentName} (test answer, not sent to anyone)
            </p>
            <p className="whitespace-pre-wrap">{ask.data.answer}</p>
            {ask.data.sources.length > 0 ? (
              <p className="text-xs text-muted-foreground">
                From: {ask.data.sources.map((s) => s.title).join('; ')}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
