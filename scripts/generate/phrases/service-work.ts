import type { ServiceId } from '../business.ts';
import type { AspectId, Tone } from './types.ts';

/**
 * What homeowners say about the work when the job was not a roof: these replace the roof
 * phrases of the aspect for that service, so a gutter review never mentions ridge vents.
 */
export const servicePhrases: Partial<Record<ServiceId, Partial<Record<AspectId, Record<Tone, string[]>>>>> = {
  'gutter-installation': {
    workmanship: {
      positive: [
        'the new gutters are seamless and pitched perfectly, and the quality shows',
        'the gutter guards work great, not one clog all fall',
        'the downspouts drain away from the foundation now, which was done right',
        'they matched the color to our trim perfectly',
        'the gutters look like they were always part of the house',
        'they replaced the rotten fascia board before hanging the gutters',
        'not a drop has come over the edge since, and no leaks at the seams',
        '{crew} checked every hanger and seam before calling it done',
      ],
      negative: [
        'the gutters are already pulling away from the house',
        'the seams leak at every corner',
        'the gutters are pitched the wrong way and water pools at the end',
        'water pours straight over the gutter guards in every heavy rain',
        'a downspout came loose in the first storm',
        'they dented the gutters and left them that way',
        'the hangers are spaced too far apart and the gutters sag',
        'the color does not match the trim at all and it looks sloppy',
      ],
      mild: [
        'one downspout elbow needed adjusting',
        'a corner seam dripped until they resealed it',
        'there is a small dent in the gutter near the garage',
      ],
    },
  },
  'siding-and-soffit': {
    workmanship: {
      positive: [
        'the new siding matches the old perfectly, you cannot tell where the repair is',
        'the soffit and fascia look crisp and the workmanship is excellent',
        'the quality of the siding work is as good as new construction',
        'every panel is straight and sealed',
        'the trim work around the windows looks beautiful',
        '{crew} matched the color so well the neighbors cannot find the repair',
      ],
      negative: [
        'the new siding panels do not match and it looks terrible',
        'the siding is already buckling in the heat',
        'they left gaps at the corners that let water in',
        'the soffit vents were covered over and the attic sweats now',
        'the caulk is already cracking along the trim',
        'the panels were nailed too tight and are warping, which is sloppy work',
      ],
      mild: [
        'one siding panel is a shade off from the rest',
        'a corner piece needed to be re-nailed',
        'the caulk line by the back door could be neater',
      ],
    },
  },
  'skylight-installation': {
    workmanship: {
      positive: [
        'the skylight is perfectly flashed and not a drop of water has come in',
        'the new skylight floods the kitchen with light and looks great',
        'the flashing kit was installed exactly to spec',
        'the drywall around the skylight was finished beautifully',
        'the quality of the install is obvious, even the trim is perfect',
        '{crew} sealed the skylight so well we have had no leaks through two storms',
      ],
      negative: [
        'the skylight leaked in the first rain',
        'water drips from the skylight every cold morning',
        'the flashing around the skylight was never sealed',
        'they cracked the drywall around the skylight and left it',
        'water stains are spreading around the skylight',
        'the skylight sits crooked in the opening and it looks sloppy',
      ],
      mild: [
        'the trim around the skylight needed touching up',
        'there was a small drip at the skylight the first week, which they resealed',
        'the drywall patch around the skylight still shows a little',
      ],
    },
  },
};
