/** First sentences: what the job was, where and when. Clauses, without the final full stop. */
export const openers: Record<'happy' | 'mixed' | 'unhappy', string[]> = {
  happy: [
    'We hired {company} for our {service} in {month}',
    'We got three quotes for our {service} and went with {company}',
    'Our neighbor recommended {company} for our {service}',
    'We just had our {service} done by {company}',
    'After {storm} we called {company} about our {service}',
    'I found {company} online and called them about our {service}',
    'This was our second job with {company}, this time the {service}',
    'We live in {area} and needed the {service} done before winter',
    '{company} finished our {service} last week',
    'We used {company} for the {service} on our place in {area}',
    'Had {company} out in {month} for the {service}',
    'Our {service} was finished in {month} and I finally have time to write a review',
  ],
  mixed: [
    '{company} did our {service} in {month}',
    'We used {company} for our {service}',
    'I have mixed feelings about our {service}',
    'Our {service} in {area} turned out okay in the end',
    'We hired {company} for the {service} after {storm}',
    'Writing this a few weeks after our {service}',
  ],
  unhappy: [
    'We hired {company} for our {service} in {month} and regret it',
    'I wanted to like this company, but our {service} was a disaster',
    'We paid {company} {bigAmount} for our {service}',
    'Our {service} was supposed to be simple',
    'We chose {company} for our {service} because of the reviews',
    'I am writing this so other homeowners in {area} know what to expect',
    '{company} did our {service} in {month}',
    'We called {company} for the {service} after {storm}',
  ],
};

/** A sentence of background for longer reviews. */
export const backstory: Record<'happy' | 'mixed' | 'unhappy', string[]> = {
  happy: [
    'Our old roof was over twenty years old and leaking in two spots',
    'We had been putting it off for years and were nervous about the cost',
    'We had a bad experience with another roofer a few years back, so we were cautious',
    'The house is a two-story with a steep pitch, so it was not an easy job',
    'We are first-time homeowners and knew nothing about roofs',
    'My parents used them years ago, so they were the first call I made',
    'We were selling the house and needed it done quickly',
  ],
  mixed: [
    'Our old roof was original to the house',
    'We got quotes from three companies and they were in the middle',
    'It was a busy time of year for roofers',
    'We had a leak over the kitchen that had been getting worse',
  ],
  unhappy: [
    'We are retired and saved for years for this',
    'They had good reviews, which is why we picked them',
    'We had a leak over the kitchen that had been getting worse',
    'We were told it would be a quick job',
    'The house is only ten years old, so this should have been straightforward',
  ],
};
