// The data of `npm run bench:dashboard`: one workspace at scale, written straight into PostgreSQL
// with set-based SQL (INSERT ... SELECT ... FROM generate_series), so 1.2 million rows take seconds,
// not the hours that the product's routes would. Every NOT NULL column and CHECK of the schema
// (src/server/db/schema) is filled as the product fills it; ids are v4-shaped UUIDs derived from
// the row's number (bench_uuid), so rows refer to one another without lookups.
//
// The workspace-event triggers (drizzle/0016) are skipped for the seed's session only
// (session_replication_role = replica): they do nothing but pg_notify open dashboards, and a
// million notifications in one transaction would only flood the app's listener. The same setting
// skips the foreign-key triggers, so the seed checks its references itself afterwards (checkSeed),
// and the message-count triggers (drizzle/0018), so the seed writes conversations.message_count,
// and the counter triggers (drizzle/0023, 0036), so the seed writes agent_activity and the
// dashboard's per-day counts.

/** Row counts of the issue: 100k conversations, 1M messages, 50k customers, 20k quotes. */
export const SCALE = {
  customers: 50_000,
  conversations: 100_000,
  messagesPerConversation: 10,
  quotes: 20_000,
  reviews: 5_000,
  approvals: 2_000,
};

const FIRST = [
  'Alex',
  'Jordan',
  'Maria',
  'Sam',
  'Taylor',
  'Chris',
  'Priya',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Lucas',
  'Mia',
  'Ethan',
  'Ava',
  'Mason',
  'Sofia',
  'Logan',
  'Isabella',
  'James',
  'Amelia',
  'Ben',
  'Harper',
  'Elijah',
  'Evelyn',
  'Daniel',
  'Abigail',
  'Henry',
  'Emily',
  'Jack',
  'Ella',
  'Owen',
  'Grace',
  'Leo',
  'Chloe',
  'Ryan',
  'Zoe',
  'Nathan',
  'Lily',
  'Aaron',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'fastmail.com', 'example.org'];
const VISITOR_LINES = [
  'Hi, how much would a full wrap of a Ford Transit cost?',
  'Do you do storefront signs? We are opening in March.',
  'What is the price for 150 sq ft of premium vinyl?',
  'Can I get a quote for three vans, same design?',
  'How long does the install take?',
  'Is there a warranty on the reflective vinyl?',
  'We need a banner for a trade show next week, asap.',
  'Can you send the quote to my e-mail?',
  'Sounds good, how do I pay the deposit?',
  'Thanks! Talk soon.',
];
const AGENT_LINES = [
  'Happy to help! What vehicle or surface is it for?',
  'A full wrap of a mid-size van in premium vinyl is usually between $2,800 and $3,600.',
  'Premium vinyl is $12 per sq ft plus a $150 setup fee, so about $1,950 before tax.',
  'For a fleet of three we take 10% off the second and third vehicle.',
  'A full wrap takes two to three days in the shop.',
  'Reflective vinyl carries a five-year warranty against peeling and fading.',
  'We can print a 3x8 ft banner within 48 hours.',
  'Done: your quote is on its way to your inbox.',
  'The quote e-mail has a pay link; the deposit is 50%.',
  'Thank you! We look forward to working with you.',
];

const sqlText = (value) => `'${value.replaceAll("'", "''")}'`;
const sqlArray = (values) => `array[${values.map(sqlText).join(', ')}]`;

/** `pick(array, i)`: the array's element for row i, 1-based arrays in SQL. */
const pick = (array, expr) => `(${sqlArray(array)})[1 + ((${expr}) % ${array.length})]`;

/**
 * Seeds `workspaceId` (which has the given agents: [{ id, type }]) through `client` (a pg.Client
 * connected as the database owner). Returns the seconds each step took.
 */
export async function seedWorkspace(client, { workspaceId, agents, email: ownerEmail }, log) {
  const steps = {};
  const step = async (name, text) => {
    const started = performance.now();
    await client.query(text);
    steps[name] = Math.round(performance.now() - started) / 1000;
    log?.(`  ${name}: ${steps[name]} s`);
  };
  const ws = `${sqlText(workspaceId)}::uuid`;
  const agentIds = `array[${agents.map((a) => `${sqlText(a.id)}::uuid`).join(', ')}]`;
  const agentTypes = sqlArray(agents.map((a) => a.type));
  const nAgents = agents.length;
  const C = SCALE.conversations;
  const M = SCALE.messagesPerConversation;
  // Conversation i's customer: a permutation of the customers (7919 is prime to 50,000), so that
  // every customer has two conversations and names do not line up with conversation numbers.
  const convCustomer = (i) =>
    `pg_temp.bench_uuid('customer', ((${i})::bigint * 7919) % ${SCALE.customers} + 1)`;
  // A conversation's start: spread over the last 180 days, distinct per row (7919 is prime).
  const convStart = (i) => `(now() - make_interval(secs => ((${i})::bigint * 7919) % 15552000 + 3600))`;

  await client.query(`
    set session_replication_role = replica;
    set synchronous_commit = off;
    set maintenance_work_mem = '256MB';
    set work_mem = '64MB';
    create or replace function pg_temp.bench_uuid(kind text, n bigint) returns uuid
      language sql immutable as $$
        select (overlay(overlay(md5(kind || n::text) placing '4' from 13) placing '8' from 17))::uuid
      $$;`);

  await step(
    'customers',
    `insert into customers (id, workspace_id, name, email, phone, company, source, metadata, created_at, updated_at)
     select pg_temp.bench_uuid('customer', i), ${ws},
       ${pick(FIRST, 'i')} || ' ' || ${pick(LAST, 'i / 40')},
       lower(${pick(FIRST, 'i')} || '.' || ${pick(LAST, 'i / 40')} || '.' || i || '@' || ${pick(DOMAINS, 'i / 7')}),
       case when i % 3 = 0 then '+1 555 ' || lpad((i % 10000000)::text, 7, '0') end,
       case when i % 4 = 0 then ${pick(LAST, 'i / 13')} || ' ' || ${pick(['Plumbing', 'Bakery', 'Logistics', 'Landscaping', 'Realty', 'Fitness'], 'i')} end,
       ${pick(['website', 'website', 'chat', 'referral', 'instagram', 'facebook'], 'i')},
       jsonb_build_object(
         'engagement_score', (i * 37) % 100,
         'lead_temperature', ${pick(['hot', 'warm', 'warm', 'cold', 'cold'], 'i')},
         'conversion_likelihood', ((i * 53) % 100) / 100.0,
         'preferred_communication', ${pick(['chat', 'email', 'phone'], 'i')}),
       ${convStart('i * 2')}, ${convStart('i * 2')}
     from generate_series(1, ${SCALE.customers}) i`,
  );

  // Every 20th conversation is an anonymous visitor's (no customer).
  await step(
    'conversations',
    `insert into conversations (id, workspace_id, customer_id, agent_id, agent_type, platform, status,
       created_at, updated_at, last_message_at, visitor_token_hash, user_turns, message_count, handoff_at, handoff_reason, routing)
     select pg_temp.bench_uuid('conversation', i), ${ws},
       case when i % 20 <> 0 then ${convCustomer('i')} end,
       (${agentIds})[1 + i % ${nAgents}], (${agentTypes})[1 + i % ${nAgents}],
       case when (${agentTypes})[1 + i % ${nAgents}] = 'social' then ${pick(['instagram', 'facebook'], 'i')} else 'website' end,
       case when i % 5 = 0 then 'quoted' when i % 5 in (1, 2) then 'closed' else 'active' end,
       ${convStart('i')}, ${convStart('i')} + interval '${M} minutes', ${convStart('i')} + interval '${M - 1} minutes',
       md5('visitor-token-' || i), ${M / 2}, ${M},
       case when i % 50 = 7 then ${convStart('i')} + interval '3 minutes' end,
       case when i % 50 = 7 then 'The visitor asked for a person' end,
       case when i % 10 < 7 then jsonb_build_object(
         'action', ${pick(['standard_queue', 'sales_priority', 'priority_queue', 'urgent_response'], 'i / 3')},
         'priority', 1 + i % 5,
         'reason', ${pick(['High value project keywords', 'Urgent timing', 'Returning visitor', 'Standard enquiry'], 'i / 3')}) end
     from generate_series(1, ${C}) i`,
  );

  // Ten per conversation, visitor and agent in turn, a minute apart.
  await step(
    'messages',
    `insert into messages (id, workspace_id, conversation_id, sender, content, metadata, created_at)
     select pg_temp.bench_uuid('message', i * ${M} + k), ${ws}, pg_temp.bench_uuid('conversation', i),
       case when k % 2 = 0 then 'user' else 'agent' end,
       case when k % 2 = 0 then ${pick(VISITOR_LINES, 'k + i')} else ${pick(AGENT_LINES, 'k + i')} end,
       jsonb_build_object('agent_type', (${agentTypes})[1 + i % ${nAgents}],
         'timestamp', to_char((${convStart('i')} + make_interval(mins => k)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
       ${convStart('i')} + make_interval(mins => k)
     from generate_series(1, ${C}) i, generate_series(0, ${M - 1}) k`,
  );

  // Quote j belongs to conversation 5j (a 'quoted' one) and its customer (or the customer of
  // conversation 5j - 1 when 5j is an anonymous visitor's).
  const conv = (j) => `(${j}) * 5`;
  const quoteStatus = pick(
    [
      'draft',
      'pending',
      'pending',
      'sent',
      'sent',
      'sent',
      'approved',
      'approved',
      'rejected',
      'expired',
      'paid',
      'paid',
    ],
    'j',
  );
  await step(
    'quotes',
    `insert into quotes (id, workspace_id, customer_id, conversation_id, quote_number, status, description,
       project_type, material, quantity, square_footage, material_cost, setup_fee, subtotal, tax_amount,
       total_amount, line_items, pipeline_stage, valid_until, created_at, updated_at)
     select pg_temp.bench_uuid('quote', j), ${ws},
       ${convCustomer(`${conv('j')} - case when ${conv('j')} % 20 = 0 then 1 else 0 end`)},
       pg_temp.bench_uuid('conversation', ${conv('j')}),
       'Q-' || to_char(${convStart(conv('j'))}, 'YYYY') || '-' || lpad(j::text, 5, '0'),
       s.status,
       ${pick(['Full van wrap', 'Storefront window graphics', 'Trade show banner', 'Partial wrap, doors and tailgate', 'Fleet graphics'], 'j')},
       ${pick(['vehicle-wrap', 'storefront-sign', 'banner', 'custom'], 'j')},
       ${pick(['premium-vinyl', 'standard-vinyl', 'perforated-vinyl', 'reflective-vinyl'], 'j / 4')},
       1 + j % 3, p.sqft, p.material, 150, p.material + 150, round((p.material + 150) * 0.08, 2),
       p.material + 150 + round((p.material + 150) * 0.08, 2),
       jsonb_build_array(
         jsonb_build_object('id', 'material', 'label', 'Vinyl, ' || p.sqft || ' sq ft', 'amount', p.material::text),
         jsonb_build_object('id', 'setup', 'label', 'Design and setup', 'amount', '150.00')),
       case when s.status in ('approved', 'paid') then 'closed_won'
            when s.status in ('rejected', 'expired') then 'closed_lost'
            when s.status = 'sent' then 'quote_sent'
            when j % 2 = 0 then 'engaged' else 'lead' end,
       case when s.status in ('pending', 'sent') then now() + interval '14 days'
            else ${convStart(conv('j'))} + interval '30 days' end,
       ${convStart(conv('j'))} + interval '8 minutes', ${convStart(conv('j'))} + interval '8 minutes'
     from generate_series(1, ${SCALE.quotes}) j
     cross join lateral (select ${quoteStatus} as status) s
     cross join lateral (select (40 + (j * 17) % 260)::numeric as sqft, ((40 + (j * 17) % 260) * 12)::numeric(12, 2) as material) p;
     select setval('quote_number_seq', greatest((select last_value from quote_number_seq), ${SCALE.quotes}));`,
  );

  // Paid quotes have a completed test checkout and its payment.
  await step(
    'payments',
    `insert into checkout_sessions (id, provider, provider_session_id, kind, quote_id, workspace_id, email,
       amount, status, payment_status, success_url, cancel_url, created_at, completed_at)
     select pg_temp.bench_uuid('checkout', q.n), 'test', 'bench_cs_' || q.n, 'quote', q.id, q.workspace_id,
       coalesce(c.email, ${sqlText(ownerEmail)}), q.total_amount, 'complete', 'paid',
       'http://localhost/payment-success', 'http://localhost/payment-canceled', q.created_at + interval '1 day', q.created_at + interval '1 day'
     from (select row_number() over (order by id) as n, * from quotes where workspace_id = ${ws} and status = 'paid') q
     join customers c on c.id = q.customer_id;
     insert into payments (id, checkout_session_id, quote_id, amount, provider, provider_payment_id, created_at)
     select pg_temp.bench_uuid('payment', n), pg_temp.bench_uuid('checkout', n), quote_id, amount, 'test', 'bench_pi_' || n, completed_at
     from (select row_number() over (order by cs.id) as n, cs.* from checkout_sessions cs
           where cs.workspace_id = ${ws} and cs.provider_session_id like 'bench_cs_%') s`,
  );

  await step(
    'reviews',
    `insert into reviews (id, workspace_id, customer_id, quote_id, rating, comment, platform, is_approved, created_at)
     select pg_temp.bench_uuid('review', r), ${ws}, q.customer_id, q.id, 3 + r % 3,
       ${pick(['Great wrap, looks amazing.', 'Fast and friendly.', 'The banner arrived on time.', 'Good value, would order again.', null].filter(Boolean), 'r')},
       ${pick(['website', 'google', 'facebook'], 'r')}, r % 3 <> 0, q.created_at + interval '20 days'
     from generate_series(1, ${SCALE.reviews}) r
     join quotes q on q.id = pg_temp.bench_uuid('quote', r * 4)`,
  );

  // Safe-mode answers: a hundred still waiting (oldest first in the queue), the rest decided.
  await step(
    'approvals',
    `insert into answer_approvals (id, workspace_id, conversation_id, agent_id, status, draft_content, created_at,
       reviewed_at)
     select pg_temp.bench_uuid('approval', a), ${ws}, pg_temp.bench_uuid('conversation', a * 50),
       (${agentIds})[1 + (a * 50) % ${nAgents}],
       case when a <= 100 then 'pending' when a % 4 = 0 then 'rejected' else 'sent' end,
       ${pick(AGENT_LINES, 'a')}, ${convStart('a * 50')} + interval '2 minutes',
       case when a > 100 then ${convStart('a * 50')} + interval '30 minutes' end
     from generate_series(1, ${SCALE.approvals}) a`,
  );

  // Product events: every conversation started and routed, every quote generated, follow-ups sent.
  await step(
    'analytics',
    `insert into analytics (workspace_id, event_type, entity_id, data, created_at)
     select ${ws}, 'conversation_started', pg_temp.bench_uuid('conversation', i)::text,
       jsonb_build_object('agent_type', (${agentTypes})[1 + i % ${nAgents}]), ${convStart('i')}
     from generate_series(1, ${C}) i
     union all
     select ${ws}, 'lead_routing_decision', pg_temp.bench_uuid('conversation', i)::text,
       jsonb_build_object('action', 'standard_queue', 'priority', 1 + i % 5), ${convStart('i')}
     from generate_series(1, ${C}) i where i % 10 < 7
     union all
     select ${ws}, 'quote_generated', q.id::text,
       jsonb_build_object('quote_number', q.quote_number, 'total_amount', q.total_amount::text), q.created_at
     from quotes q where q.workspace_id = ${ws}
     union all
     select ${ws}, case when e % 10 = 0 then 'automation_email_skipped' else 'automation_email_sent' end,
       pg_temp.bench_uuid('quote', 1 + e % ${SCALE.quotes})::text,
       jsonb_build_object('email_type', ${pick(['quote_reminder', 'upsell_offer', 'abandoned_chat', 'expired_quote_recovery'], 'e')}, 'trigger', 'timer'),
       now() - make_interval(secs => (e * 7919) % 15552000)
     from generate_series(1, 10000) e`,
  );

  // The agents' running totals, as the demo seed keeps them, and the dashboard's per-agent counts
  // (agent_activity), which the skipped triggers of drizzle/0023 would have kept.
  await step(
    'agent totals',
    `update agents a set total_conversations = c.n, total_quotes_generated = coalesce(q.n, 0),
       total_sales_closed = coalesce(q.won, 0), last_active_at = c.last
     from (select agent_id, count(*) as n, max(last_message_at) as last from conversations
           where workspace_id = ${ws} group by agent_id) c
     left join (select v.agent_id, count(*) as n, count(*) filter (where q.status in ('approved', 'paid')) as won
                from quotes q join conversations v on v.id = q.conversation_id
                where q.workspace_id = ${ws} group by v.agent_id) q on q.agent_id = c.agent_id
     where a.id = c.agent_id;
     insert into agent_activity (agent_id, conversation_count, message_count, quote_count, last_message_at)
     select c.agent_id, c.n, c.messages, coalesce(q.n, 0), c.last
     from (select agent_id, count(*) as n, sum(message_count) as messages, max(last_message_at) as last
           from conversations where workspace_id = ${ws} and agent_id is not null group by agent_id) c
     left join (select v.agent_id, count(*) as n from quotes q join conversations v on v.id = q.conversation_id
                where q.workspace_id = ${ws} and v.agent_id is not null group by v.agent_id) q on q.agent_id = c.agent_id`,
  );

  // The dashboard's per-day counts (conversation_daily_counts, quote_daily_counts), which the
  // skipped triggers of drizzle/0036 would have kept: recounted from the workspace's rows.
  await step(
    'dashboard counts',
    `delete from conversation_daily_counts where workspace_id = ${ws};
     delete from quote_daily_counts where workspace_id = ${ws};
     insert into conversation_daily_counts (workspace_id, day, conversations)
     select workspace_id, (created_at at time zone 'UTC')::date, count(*)
     from conversations where workspace_id = ${ws} group by 1, 2;
     insert into quote_daily_counts (workspace_id, day, status, pipeline_stage, quotes, total)
     select workspace_id, (created_at at time zone 'UTC')::date, status, pipeline_stage, count(*), sum(total_amount)
     from quotes where workspace_id = ${ws} group by 1, 2, 3, 4`,
  );

  await client.query('set session_replication_role = origin');
  // What autovacuum would have done by the time such a workspace is this big.
  await step(
    'vacuum analyze',
    'vacuum (analyze) customers, conversations, messages, quotes, checkout_sessions, payments, reviews, answer_approvals, analytics, agents, agent_activity, conversation_daily_counts, quote_daily_counts',
  );
  return steps;
}

/** The seed's references, checked once (the seed skipped the foreign-key triggers). */
export async function checkSeed(client, workspaceId) {
  const { rows } = await client.query(
    `select
       (select count(*) from conversations v where v.workspace_id = $1 and v.customer_id is not null
          and not exists (select 1 from customers c where c.id = v.customer_id))::int as conversations_without_customer,
       (select count(*) from messages m where m.workspace_id = $1
          and not exists (select 1 from conversations v where v.id = m.conversation_id))::int as orphan_messages,
       (select count(*) from quotes q where q.workspace_id = $1
          and not exists (select 1 from customers c where c.id = q.customer_id))::int as quotes_without_customer,
       (select count(*) from reviews r where r.workspace_id = $1
          and not exists (select 1 from quotes q where q.id = r.quote_id))::int as orphan_reviews`,
    [workspaceId],
  );
  const broken = Object.entries(rows[0]).filter(([, n]) => n !== 0);
  if (broken.length)
    throw new Error(`the seed broke references: ${JSON.stringify(Object.fromEntries(broken))}`);
}

/** What the workspace holds after the seed, counted. */
export async function countRows(client, workspaceId) {
  const { rows } = await client.query(
    `select
       (select count(*) from customers where workspace_id = $1)::int as customers,
       (select count(*) from conversations where workspace_id = $1)::int as conversations,
       (select count(*) from messages where workspace_id = $1)::int as messages,
       (select count(*) from quotes where workspace_id = $1)::int as quotes,
       (select count(*) from payments p join quotes q on q.id = p.quote_id where q.workspace_id = $1)::int as payments,
       (select count(*) from reviews where workspace_id = $1)::int as reviews,
       (select count(*) from answer_approvals where workspace_id = $1)::int as approvals,
       (select count(*) from analytics where workspace_id = $1)::int as analytics_events`,
    [workspaceId],
  );
  return rows[0];
}
