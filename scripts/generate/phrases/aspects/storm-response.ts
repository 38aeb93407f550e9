import type { AspectPhrases } from '../types.ts';

export const stormResponse: AspectPhrases = {
  id: 'storm-response',
  positive: [
    'after {storm}, they had a tarp on our roof within {hours}',
    'they answered the emergency line at midnight during the storm',
    'when a tree came through the roof, {crew} was here the same day',
    'even with half the town calling after {storm}, they got to us fast',
    'they came out on a Sunday to stop an active leak',
    'they put us at the top of the list because water was coming into the bedroom',
    'their storm response was fast and calm while we were panicking',
    '{crew} got the roof dried in before the next round of storms hit',
    'they kept our house dry through a week of storms until the permanent fix could be done',
    'within an hour of my call after {storm}, someone was on the roof',
    'their emergency response was {very} impressive',
  ],
  negative: [
    'after {storm}, they took {days} to even come look at the roof',
    'we had water pouring into the kitchen and the earliest they could come was next week',
    'the emergency line went to voicemail during the storm',
    'the tarp they put on blew off the next day and we got soaked',
    'they signed up half the neighborhood after {storm} and then could not keep up',
    'they promised same-day emergency service, and nobody came for {days}',
    'we paid for an emergency call-out and the crew never showed',
    'after {storm} they were impossible to reach',
    'the storm chasers from out of state would have been faster',
    'the emergency fix failed in the next rain and they would not come back',
  ],
  mild: [
    'after {storm} it took a couple of days to get on the schedule',
    'the emergency line took a while to call back during the storm',
    'the storm backlog meant we waited a few days for the permanent fix',
    'they were swamped after {storm}, so the wait was longer than usual',
  ],
  topic: 'our response time after the storm',
  remedies: [
    'After that storm we had more calls in a week than in a normal season; we have since added a second emergency crew.',
    'Nobody with water coming in should wait that long, and I am sorry we let you down.',
    'Our emergency line now rolls over to my own phone when the office is full.',
  ],
};
