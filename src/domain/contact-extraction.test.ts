import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractContact } from './contact-extraction';

describe('extractContact: e-mail', () => {
  it.each([
    ['Contact me at john.doe@example.com thanks', 'john.doe@example.com'],
    ['email: Ann+wraps@Shop.co.uk.', 'Ann+wraps@Shop.co.uk'],
    ['(bob@acme.io)', 'bob@acme.io'],
  ])('%j → %j', (text, email) => {
    expect(extractContact(text).email).toBe(email);
  });

  it('returns nothing for text without an address', () => {
    expect(extractContact('I need a wrap for my van')).toEqual({});
    expect(extractContact('')).toEqual({});
  });

  it('finds any simple address embedded in a sentence', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,10}(\.[a-z0-9]{1,10})?@[a-z0-9]{1,10}\.(com|org|io)$/),
        (email) => {
          expect(extractContact(`You can reach me at ${email}, thanks!`).email).toBe(email);
        },
      ),
    );
  });
});

describe('extractContact: name', () => {
  it.each([
    ['Hi, my name is John Smith and I need a quote', 'John Smith'],
    ['my name is maria', 'Maria'],
    ["My name's Dave.", 'Dave'],
    ["I'm Sarah from Acme", 'Sarah'],
    ['I’m Sarah', 'Sarah'],
    ['I am John O’Neil, owner of a bakery', 'John O’Neil'],
    ['This is Mike with Fleet Pros LLC', 'Mike'],
    ['hello this is Ana-Lucia Gomez Ruiz here', 'Ana-Lucia Gomez Ruiz'],
    ["I'm looking for a quote. My name is Tom", 'Tom'],
  ])('%j → %j', (text, name) => {
    expect(extractContact(text).name).toBe(name);
  });

  it.each([
    "I'm looking for a quote",
    "I'm Looking For A Quote",
    "Hey I'm interested in a wrap",
    'This is urgent',
    'This Is Urgent',
    'this is the best price?',
    "I'm in Texas",
    "I'm the owner",
    "I'm Sure",
    'I am ready to order',
    'im not sure yet',
    'this is for my truck',
  ])('finds no name in %j', (text) => {
    expect(extractContact(text).name).toBeUndefined();
  });

  it.each([
    ['Jo Park, jo@harbourcafe.test', 'Jo Park'],
    ['jo@harbourcafe.test - Jo Park', 'Jo Park'],
    ['sure, Priya (priya@shop.io)', 'Priya'],
    ['Sam Lee sam.lee@gmail.com', 'Sam Lee'],
    ['name: Ana-Lucia Ruiz, email analucia.ruiz@mail.com', 'Ana-Lucia Ruiz'],
  ])('takes a name given alone beside its address: %j → %j', (text, name) => {
    expect(extractContact(text).name).toBe(name);
  });

  it.each([
    ['Eve Park, eve@parklogistics.test, please send the quote asap', 'Eve Park'],
    ['ok. Lena Fischer - lena.f@gmx.de would be best', 'Lena Fischer'],
    ['send it to Raj Patel at raj@patelprint.co please', 'Raj Patel'],
    ['reach me on marco@rossi.it - Marco Rossi, thanks', 'Marco Rossi'],
    ['Need it by Friday. Eve Park eve@x.com', 'Eve Park'],
  ])('takes the name right beside its address in a longer message: %j → %j', (text, name) => {
    expect(extractContact(text).name).toBe(name);
  });

  it.each([
    'Need it by Friday eve@x.com',
    'Hello, Sunday eve@parklogistics.test',
    'Please send It To jo@harbourcafe.test asap',
    'Our shop Harbour Cafe, info@harbourcafe.test, wants a sign',
  ])('takes nothing beside an address that is not proven a name there: %j', (text) => {
    expect(extractContact(text).name).toBeUndefined();
  });

  it.each([
    ['Yes send the quote to bob@bobsgarage.test, name Bob Lee', 'Bob Lee'],
    ['name bob lee, 2 banners please', 'Bob Lee'],
    ['Full name: Grace Okafor', 'Grace Okafor'],
    ["quote for 2 signs and name's Tom", 'Tom'],
  ])('reads "name" opening a clause as a label: %j → %j', (text, name) => {
    expect(extractContact(text).name).toBe(name);
  });

  it.each([
    'what name should I put on the van?',
    'our company name Acme should be big',
    'Name on the sign: Harbour Cafe',
    'name the file whatever you like',
  ])('reads no name where "name" labels nothing of the person: %j', (text) => {
    expect(extractContact(text).name).toBeUndefined();
  });

  it.each([
    'Van Wrap info@wraps.com',
    'Tom Baker, info@bakers.com',
    'sure, priya (priya@shop.io)',
    'Send Quote To maria@x.com',
    'Jo Park from the cafe, jo@harbourcafe.test',
    'my email is jo@harbourcafe.test',
  ])('takes no name beside an address in %j', (text) => {
    expect(extractContact(text).name).toBeUndefined();
  });

  it('never takes a name from the e-mail address', () => {
    expect(extractContact('this is bob@acme.io').name).toBeUndefined();
  });
});

describe('extractContact: company', () => {
  it.each([
    ['I work at Acme Corp', 'Acme Corp'],
    ['I work for Google.', 'Google'],
    ['We are from Sunrise Bakery company', 'Sunrise Bakery'],
    ['This is Mike with Fleet Pros LLC', 'Fleet Pros LLC'],
    ['Bright Signs Inc. needs 3 vans wrapped', 'Bright Signs Inc'],
    ['Hello Bright Signs Inc here', 'Bright Signs Inc'],
    ['quote for AT&T Inc, please', 'AT&T Inc'],
  ])('%j → %j', (text, company) => {
    expect(extractContact(text).company).toBe(company);
  });

  it.each([
    'I work at a bakery',
    'I am from Texas',
    'we work at home',
    'the llc is new',
    'Inc',
  ])('finds no company in %j', (text) => {
    expect(extractContact(text).company).toBeUndefined();
  });

  it('extracts all three from one message', () => {
    expect(extractContact("Hi, I'm Jane Doe, I work at Acme Wraps. Reach me at jane@acme.com")).toEqual({
      name: 'Jane Doe',
      company: 'Acme Wraps',
      email: 'jane@acme.com',
    });
  });
});

describe('extractContact: robustness', () => {
  it('never throws and keeps names to 1-3 words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const { name } = extractContact(`my name is ${text}`);
        if (name) expect(name.split(' ').length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
