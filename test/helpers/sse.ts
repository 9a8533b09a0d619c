/** Reads a Server-Sent Events response block by block; `until` waits for a matching event. */
export function eventReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const seen: { name: string; data: string }[] = [];
  let buffer = '';
  return {
    seen,
    /** Reads until an event named `name` (and passing `match`, if given) has arrived. */
    async until(name: string, match: (data: string) => boolean = () => true) {
      const found = () => seen.some((e) => e.name === name && match(e.data));
      while (!found()) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (\w+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) seen.push({ name: event, data: data ?? '' });
        }
      }
      return seen;
    },
    stop: () => reader.cancel(),
  };
}
