/**
 * The owner's replies. Whole sentences. Slots: `{author}` (the reviewer's first name),
 * `{tech}` (a technician the review named), `{service}`, `{topic}` (what the complaint or
 * gripe was about), `{officeFirst}`, `{crewFirst}`, `{estimatorFirst}` (roster first names),
 * `{phone}` and `{owner}`.
 */
export const responses = {
  thanks: [
    'Thank you, {author}! We will pass this on to the crew.',
    '{author}, thanks for taking the time to write this.',
    'Thanks for the kind words, {author}. It was a pleasure working with you.',
    'We appreciate you choosing us, {author}. Enjoy the {service}!',
    'Thank you for trusting us with your home, {author}.',
    '{author}, reviews like this make our week. Thank you!',
  ],
  thanksTech: [
    '{tech} will be glad to hear it.',
    'I have shared this with {tech} and the whole team.',
    '{tech} is one of the best we have, and we are glad you agree.',
  ],
  gripe: [
    'Thank you for the feedback on {topic}; we are working on it.',
    'Point taken on {topic}, and thank you for telling us.',
    'Sorry about {topic}. We have passed your note on so it does not happen again.',
  ],
  apology: [
    '{author}, I am sorry to read this.',
    '{author}, this is not the experience we want anyone to have.',
    'Thank you for the honest feedback, {author}.',
    '{author}, I apologize. You deserved better from us.',
    '{author}, I read your review this morning and I am sorry.',
  ],
  mixedOpening: [
    'Thanks for the fair review, {author}. We are glad the {service} turned out well, and sorry about {topic}.',
    '{author}, thank you for the feedback. The good parts are nice to hear, and the rest we take seriously.',
    'We appreciate the honest review, {author}, and we are sorry about {topic}.',
  ],
  /** A firmer tone the owner sometimes takes with the harshest reviews. */
  standFirm: [
    'Our records show several calls and a site visit after the job, and we stand by the work.',
    'We have photos of the finished roof and the final inspection passed, but we would still like to talk.',
  ],
  closing: [
    'Please call me directly at {phone}. {owner}',
    'My direct line is {phone}. {owner}',
    'Please call the office at {phone} and ask for me. {owner}',
    '{owner}',
  ],
  signOff: ['{owner}', '— The {short} team', ''],
} as const;
