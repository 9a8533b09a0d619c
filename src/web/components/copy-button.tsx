import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../lib/toast';
import { Button, type ButtonProps } from './ui/button';

/** Copies `text` to the clipboard with the spec's 'Copied!' toast; the label says so for a moment. */
export function CopyButton({
  text,
  label = 'Copy',
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success('Copied!');
    } catch {
      toast.error('Could not copy', {
        description: 'Select the text and copy it with Ctrl+C (⌘C on a Mac).',
      });
    }
  }

  return (
    <Button variant="outline" onClick={copy} {...props}>
      {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      {label}
    </Button>
  );
}
