import type { AspectPhrases } from '../types.ts';

export const professionalism: AspectPhrases = {
  id: 'professionalism',
  positive: [
    'the crew was polite, respectful and {very} professional',
    '{crew} and the crew treated our home like it was their own',
    'they were professional from the first phone call to the final walkthrough',
    'everyone was courteous and careful around our kids and pets',
    'they were honest with us about what needed doing and what did not',
    '{tech} was {very} professional and easy to work with',
    'they wore uniforms, kept the music down and respected our neighbors',
    'they are licensed and insured and happily showed us the paperwork',
    '{company} is honest, respectful and reliable',
    'you can tell it is a well-run company',
    'the crew was friendly and answered my questions from the ladder',
    'they were {very} respectful of our property and our time',
  ],
  negative: [
    'the crew was rude and smoked on our porch',
    '{manager} got defensive and argumentative when I raised the problem',
    'the crew blasted music at six in the morning and the neighbors complained',
    'the owner hung up on me when I called about the problem',
    'it felt like we were dealing with a high-pressure sales outfit',
    'nobody on the crew spoke to us or told us what they were doing',
    'they parked on our neighbor\'s lawn and left ruts',
    'the salesman pressured us to sign that same night',
    'they treated us like an inconvenience once the check cleared',
    'they were unprofessional from start to finish',
    'they used our garden hose without asking and left it cut in two',
  ],
  mild: [
    'the crew was a bit loud early in the morning',
    'one of the trucks was parked across our mailbox all day',
    'the salesman was a little pushy at first',
    'the crew was not very chatty, though they got on with the work',
  ],
  topic: 'how the crew behaved',
  remedies: [
    'That is not how we expect anyone on our crews to behave, and I have spoken to everyone involved.',
    'I am sorry for how you were treated.',
    'Respect for your home and your neighbors is the least we owe you.',
  ],
};
