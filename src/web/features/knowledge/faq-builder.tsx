import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { KNOWLEDGE_EXAMPLES } from '../../../domain/agent-wording';
import {
  type FaqEntry,
  faqEntrySchema,
  faqKnowledgeItem,
  KNOWLEDGE_MESSAGES,
} from '../../../domain/validation/knowledge';
import { useBusinessWording } from '../../app/use-business-wording';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast';
import { useKnowledgeList, useSaveKnowledgeItem } from './use-knowledge-items';

/**
 * The admin page's FAQ builder. The spec's kept its questions in a local list only; here each one
 * is saved as a knowledge item of category faq at once, so the agents answer from it.
 */
export function FaqBuilder({ workspaceId }: { workspaceId: string }) {
  const id = useId();
  const save = useSaveKnowledgeItem(workspaceId);
  const { question } = KNOWLEDGE_EXAMPLES[useBusinessWording(workspaceId)];
  const faqs = useKnowledgeList(workspaceId, { category: 'faq', pageSize: 10 });
  const form = useForm<FaqEntry>({
    resolver: zodResolver(faqEntrySchema),
    defaultValues: { question: '', answer: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (entry) => {
    try {
      await save.mutateAsync({ values: faqKnowledgeItem(entry) });
      toast.success(KNOWLEDGE_MESSAGES.added);
      form.reset();
      form.setFocus('question');
    } catch (error) {
      toast.error(KNOWLEDGE_MESSAGES.saveFailed, { description: (error as Error).message });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle size="base">FAQ Builder</CardTitle>
        <CardDescription>
          Questions customers ask, with your answers. Each is saved as an FAQ item.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Add an FAQ">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-question`}>Question</Label>
            <Input
              id={`${id}-question`}
              aria-invalid={errors.question ? true : undefined}
              aria-describedby={errors.question ? `${id}-question-error` : undefined}
              placeholder={question}
              {...form.register('question')}
            />
            <FieldMessage id={`${id}-question-error`} message={errors.question?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-answer`}>Answer</Label>
            <Textarea
              id={`${id}-answer`}
              rows={3}
              aria-invalid={errors.answer ? true : undefined}
              aria-describedby={errors.answer ? `${id}-answer-error` : undefined}
              {...form.register('answer')}
            />
            <FieldMessage id={`${id}-answer-error`} message={errors.answer?.message} />
          </div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Add FAQ'}
          </Button>
        </form>
        {faqs.data && faqs.data.items.length > 0 ? (
          <div className="grid gap-1">
            <p className="text-sm font-medium">Latest FAQs ({faqs.data.total})</p>
            <ul className="grid gap-2 text-sm">
              {faqs.data.items.map((faq) => (
                <li key={faq.id} className="rounded-md bg-muted p-2">
                  <p className="font-medium">{faq.title}</p>
                  <p className="text-muted-foreground">{faq.content}</p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
