import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { KNOWLEDGE_EXAMPLES } from '../../../domain/agent-wording';
import type { KnowledgeItem } from '../../../domain/contracts/knowledge.contract';
import {
  DEFAULT_KNOWLEDGE_CATEGORY,
  KNOWLEDGE_CATEGORIES,
  KNOWLEDGE_CONTENT_ROWS,
  KNOWLEDGE_MESSAGES,
  type KnowledgeItemInput,
  knowledgeItemSchema,
} from '../../../domain/validation/knowledge';
import { useBusinessWording } from '../../app/use-business-wording';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FieldMessage } from '../../components/ui/field-message';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast';
import { CATEGORY_LABELS } from './knowledge-labels';
import { useSaveKnowledgeItem } from './use-knowledge-items';

type FormInput = z.input<typeof knowledgeItemSchema>;

function defaultsOf(item: KnowledgeItem | null): FormInput {
  return item
    ? { title: item.title, content: item.content, category: item.category, tags: item.tags.join(', ') }
    : { title: '', content: '', category: DEFAULT_KNOWLEDGE_CATEGORY, tags: '' };
}

/**
 * Add or edit one item (spec: title, category, comma-separated tags, content in 8 rows). The
 * route contract's schema validates here too, so the server's messages show beside the fields;
 * saving resets the form, closes it and reloads the list.
 */
export function KnowledgeItemForm({
  workspaceId,
  item,
  onClose,
}: {
  workspaceId: string;
  item: KnowledgeItem | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveKnowledgeItem(workspaceId);
  // A boutique's examples are a boutique's, not a sign shop's.
  const examples = KNOWLEDGE_EXAMPLES[useBusinessWording(workspaceId)];
  const form = useForm<FormInput, unknown, KnowledgeItemInput>({
    resolver: zodResolver(knowledgeItemSchema),
    defaultValues: defaultsOf(item),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    form.reset(defaultsOf(item));
    // By the element, not form.setFocus: reset() empties react-hook-form's field list until the
    // next render, so setFocus right after it found no field and focus stayed on the opener.
    document.getElementById(`${id}-title`)?.focus();
  }, [item, form, id]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: item?.id, values });
      toast.success(item ? KNOWLEDGE_MESSAGES.updated : KNOWLEDGE_MESSAGES.added);
      form.reset(defaultsOf(null));
      onClose();
    } catch (error) {
      toast.error(KNOWLEDGE_MESSAGES.saveFailed, { description: (error as Error).message });
    }
  });

  const field = (name: keyof FormInput) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle size="base">{item ? 'Edit knowledge item' : 'Add knowledge item'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          // Escape closes the form, as it does a dialog (nothing typed is saved).
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || isSubmitting) return;
            event.preventDefault();
            onClose();
          }}
          noValidate
          className="grid gap-4"
          aria-label={item ? 'Edit knowledge item' : 'Add knowledge item'}
        >
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-title`}>Title</Label>
              <Input {...field('title')} {...form.register('title')} placeholder={examples.title} />
              <FieldMessage id={`${id}-title-error`} message={errors.title?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-category`}>Category</Label>
              <NativeSelect {...field('category')} {...form.register('category')}>
                {KNOWLEDGE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-tags`}>Tags</Label>
            <Input {...field('tags')} {...form.register('tags')} placeholder={examples.tags} />
            <p className="text-xs text-muted-foreground">Separate tags with commas.</p>
            <FieldMessage id={`${id}-tags-error`} message={errors.tags?.message} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-content`}>Content</Label>
            <Textarea
              {...field('content')}
              {...form.register('content')}
              rows={KNOWLEDGE_CONTENT_ROWS}
              placeholder="What your agents should know and say."
            />
            <FieldMessage id={`${id}-content-error`} message={errors.content?.message} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : item ? 'Update item' : 'Add item'}
            </Button>
            <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
