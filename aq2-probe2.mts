import { lookUpKnowledge, queryTerms } from './src/domain/agent/knowledge-answer';
import { DEMO_SHOP_KNOWLEDGE } from './src/server/db/seed/demo-shop-content';
const hits = DEMO_SHOP_KNOWLEDGE.map((k, i) => ({ id: String(i), title: k.title, content: k.content, category: k.category, rank: 1 }));
for (const m of process.argv.slice(2)) { console.log([...queryTerms(m)]); console.log(m, '=>', JSON.stringify(lookUpKnowledge(m, hits as never))); }
console.log([...queryTerms(hits[7]!.title)], [...queryTerms(hits[7]!.content)].slice(0,30));
