import type { LexiconEntry } from './entry.ts';
import { WISHED_FOR } from './cues.ts';
import { W, C, T, P, K, R, I, Y, E, S } from './shorthand.ts';

/** General review vocabulary, whatever the aspect: idiom, sarcasm, hedges, lacks, doubt, time and problems. Phrases here may still name an aspect. */
export const GENERAL: readonly LexiconEntry[] = [
  // --- Whole-review idioms.
  ["couldn't be happier", 0.8], ["can't say enough good things", 0.8],
  ["can't recommend them enough", 0.8], ["couldn't recommend them more", 0.8],
  ["couldn't recommend them more highly", 0.9], ["couldn't ask for better", 0.8], ['could not have asked for a better', 0.8],
  ['nothing but praise', 0.8], ['nothing but good things', 0.8],
  ["wouldn't hesitate", 0.7], ['without hesitation', 0.6], ['would hire again', 0.7],
  ['hire again', 0.5], ['hire them again', 0.6], ['use them again', 0.6], ['using them again', 0.6], ['will use them again', 0.7],
  ['ten out of ten', 0.8], ['10/10', 0.8], ['10 out of 10', 0.8], ['five stars', 0.7], ['5 stars', 0.7], ['six stars', 0.8],
  // A rating is the whole review's, whatever word grades it ("Solid four stars." judges no workmanship).
  ['solid four stars', 0.5], ['solid 4 stars', 0.5], ['solid five stars', 0.7], ['solid 5 stars', 0.7], ['solid three stars', 0.1], ['four stars', 0.4], ['4 stars', 0.4],
  ['zero stars', -0.8], ['0 stars', -0.8], ['one star', -0.6], ['1 star', -0.6], ['two stars', -0.3], ['zero for', -0.6],
  // Stars given for one thing ("5 stars for the work, 2 stars for the scheduling", "Zero stars for
  // State Farm") grade it, strongly enough for the rules to decide.
  ['five stars for', 1], ['5 stars for', 1], ['four stars for', 0.8], ['4 stars for', 0.8], ['two stars for', -0.8], ['2 stars for', -0.8],
  ['one star for', -1], ['1 star for', -1], ['zero stars for', -1], ['0 stars for', -1], ['no stars for', -1],
  // A mark out of five or ten grades what it follows ("Crew: 5/5. Communication: 2/5."); wink-nlp reads "5/5" as one token.
  // Strong enough for the rules to decide (`confident` in model.json): the model reads "4/5" as a word it never saw.
  ['5/5', 1], ['4.5/5', 1], ['4/5', 1], ['3.5/5', 0.5], ['3/5', 0], ['2.5/5', -0.4], ['2/5', -1], ['1/5', -1], ['0/5', -1],
  ['9/10', 1], ['8/10', 1], ['7/10', 0.4], ['6/10', 0], ['5/10', -0.3], ['4/10', -0.6], ['3/10', -1], ['2/10', -1], ['1/10', -1], ['0/10', -1],
  ['never again', -0.8], ['thanks for nothing', -0.8], ['let us down', -0.6], ['let down', -0.5], ['won me over', 0.6],
  ['exceeded every expectation', 0.8], ['exceeded our expectations', 0.8], ['exceeded my expectations', 0.8],
  ['exceeded expectations', 0.7], ['hands down', 0.3], ['no drama', 0.4], ['drama', -0.3], ['fuss', -0.3], ['hassle', -0.5], ['overcharged', -0.7, P], ['overcharge', -0.6, P], ['misleading', -0.6], ['broken promises', -0.7],
  ["didn't follow through", -0.6], ['follow through', 0.4], ['followed through', 0.4], ['followed up', 0.4, C], ['follow up', 0.3, C],
  ['incomplete', -0.5, W], ['regret', -0.6], ['kept their word', 0.6], ['kept their promise', 0.6], ['go-to', 0.6], ['the real deal', 0.6],
  ['class act', 0.7], ['true professionals', 0.7], ['first-class', 0.7], ['first class', 0.7], ['first rate', 0.7], ['five-star', 0.7],
  ['on point', 0.5], ['made it easy', 0.5], ['zero issues', 0.6], ['came back multiple times', -0.4, W], ['a 10', 0.6],
  ["couldn't ask for a better", 0.8], ['could learn a thing or two', -0.8],
  ['thanks for', 0.3, null, 'sarcasm'], ['the hard part', -0.4], ['we will see', 0, null, 'hedge'],
  ['time will tell', 0, null, 'hedge'], ['see how it holds up', 0], ['see how it holds', 0], ["we'll see how it holds up", 0], ['no one showed up', -0.7, T],
  ['nobody showed up', -0.7, T], ['no one came', -0.6, T], ['nobody came', -0.6, T], ['overflow', -0.5, W], ['overflowing', -0.5, W], ['slipped', -0.4, T],
  ['when they said they would', 0.5, T],
  // A worry felt before hiring them judges nothing of theirs: "we were nervous about the cost".
  ['were nervous about', 0], ['was nervous about', 0], ['were worried about', 0], ['was worried about', 0],
  // A promise kept to the day is praise the words leave no doubt about, strong enough for the rules to decide.
  ['on the day they said they would', 1, T], ['the day they said they would', 1, T], ['on the day they promised', 1, T],
  ['in writing', 0.3, E], ['tear-off', 0, W], ['tear off', 0, W], ['painless', 0.6], ['hassle-free', 0.6], ['hassle free', 0.6], ['stress-free', 0.6], ['stress free', 0.6],
  ['worry-free', 0.5], ['use * again', 0.5], ['hire * again', 0.5], ['use * * again', 0.5], ['hire * * again', 0.5], ['use again', 0.5], ['would use again', 0.6],
  ['do not waste your', -0.7], ['waste your time', -0.7], ['waste of time', -0.7],
  ["can't say a single bad thing", 0.8], ["can't say a bad", 0.7], ['nothing bad to say', 0.7], ['stay far away', -0.8],
  ['nothing to write home about', -0.1], ['shame about', -0.5], ['shame', -0.4], ['need a better', -0.4], ['needs a better', -0.4],
  ['if you call', 0.2, null, 'sarcasm'],
  ['nothing to complain about', 0.6], ['no complaints', 0.6], ['not a single complaint', 0.6], ['complaint', -0.4], ['complain', -0.4],
  ['so far so good', 0.4], ['nothing special', -0.1], ['meh', -0.3], ['not so much', -0.5], ['less so', -0.5],
  ['a different story', -0.5], ['different story', -0.5], ['now i know why', -0.6], ['should have listened', -0.6],
  ['think twice', -0.6], ['pick a different one', -0.6], ['look elsewhere', -0.6], ['go elsewhere', -0.6],
  // "If you want someone who shows up, call somebody else / this is not your bloke": what the writer sends you elsewhere for, they lacked.
  ['call somebody else', -0.6], ['call someone else', -0.6], ['try somebody else', -0.6], ['try someone else', -0.6], ['try elsewhere', -0.6],
  ['not your bloke', -0.6], ['not your guy', -0.6], ['not your guys', -0.6], ['not your man', -0.6], ['not your company', -0.6], ['not your roofer', -0.6], ['not your crew', -0.6], ['stay away', -0.7],
  ['buyer beware', -0.7], ['beware', -0.6], ['save yourself', -0.5], ['avoid', -0.6], ['do not hire', -0.8],
  ['their way', 0.3], ['sent two friends', 0.4], ['do yourself a favor', 0], ['what more could you want', 0.6],
  ['what a relief', 0.6], ['relief', 0.4], ['wish every', 0.4],
  ['never had a better', 0.7], ['never seen a crew work so hard', 0.7], ['gone before', -0.5], ['fly-by-night', -0.6],
  ['knock on wood', 0], ['promised a lot', 0], ['delivered very little', -0.6], ['delivered exactly that', 0.5],
  // What was promised or expected and did not come about is a broken promise, whoever made it:
  // "promised things at the estimate that never happened".
  // Friendly only until the contract was signed or the bill paid.
  ['all smiles until', -0.6], ['until we signed', -0.4], ['until we paid', -0.4], ['until the check cleared', -0.5],
  ['never happened', -0.6], ['never happened again', 0.5], ['never materialized', -0.6], ['never materialised', -0.6], ['none of the promises came true', -0.6], ['never came true', -0.6], ['came true', 0.4], ['were never kept', -0.6], ['was never kept', -0.6], ["didn't happen", -0.5], ['did not happen', -0.5],
  ['never delivered', -0.6], ['never followed through', -0.7],
  ['made up for it', 0.3], ['worked until dark', 0.3], ['won', 0.2], ['exceeded', 0.5], ['changed my mind', 0.3],
  ['the best', 0.7], ['best', 0.7], ['the worst', -0.8], ['worst', -0.7], ['better than', 0.5], ['worse than', -0.6],
  ['not the cheapest', 0], ['not the most expensive', 0], ['not even close', -0.6], ['big-name', 0],
  ['blame', -0.4], ['argue', -0.4],

  // --- Common review idiom, beyond what wink's model scores.
  ['ran smoothly', 0.6], ['on top of', 0.4], ['stayed on top of', 0.5], ['on the ball', 0.5],
  ['bent over backwards', 0.7], ['went out of their way', 0.7], ['went out of his way', 0.7], ['went out of her way', 0.7],
  ['out of their way', 0.5], ['jumped right on', 0.6, T], ['got right on it', 0.6, T], ['got right to work', 0.5, T],
  ['made time for', 0.5], ['fit us in', 0.5, T], ['squeezed us in', 0.5, T], ['worked us in', 0.5, T], ['took the time', 0.5],
  ['took time to explain', 0.6, C], ['left it spotless', 0.7, K], ['picked up after themselves', 0.6, K],
  ['cleaned up after themselves', 0.6, K], ['never know they were here', 0.7, K], ["couldn't tell they were here", 0.7, K],
  ['like they were never here', 0.7, K], ['like their own', 0.6, R], ['like family', 0.6, R], ['no sales pitch', 0.5, E],
  ['no hard sell', 0.5, R], ['straight shooter', 0.6, R], ['straight shooters', 0.6, R], ['transparent', 0.5, R],
  ['did what they said', 0.6], ['did exactly what they said', 0.7], ['held up great', 0.7, W], ['held up perfectly', 0.7, W],
  ['survived', 0.3, W], ['passed inspection', 0.5, W], ['flying colors', 0.6], ['sleep at night', 0.4], ["couldn't be better", 0.8],
  ['beyond expectations', 0.7], ['blew us away', 0.7], ['blown away', 0.7], ['nailed it', 0.7],
  ['out of the park', 0.7], ['money well spent', 0.7, P], ['best decision', 0.7], ['glad we chose', 0.6], ['glad we went with', 0.6],
  ['so glad', 0.6], ["can't thank them enough", 0.8], ['grateful', 0.6], ['look no further', 0.7],
  ['fell short', -0.5], ['falls short', -0.5], ['missed the mark', -0.5], ['dropped the ball', -0.6], ['left us hanging', -0.6, C],
  ['high and dry', -0.6], ['strung us along', -0.6], ['jerked us around', -0.6], ['passed the buck', -0.5], ['pointed fingers', -0.5],
  ['finger pointing', -0.5], ['nowhere to be found', -0.6, C], ['never heard from them again', -0.8, C], ['no follow-up', -0.5, C],
  ['no follow up', -0.5, C], ["didn't bother", -0.5], ["couldn't be bothered", -0.6], ['dragged their feet', -0.6, T],
  ['dragging their feet', -0.6, T], ['still not fixed', -0.7, W], ["still hasn't been fixed", -0.7, W], ['still leaks', -0.7, W],
  ['had to redo', -0.6, W], ['had to hire someone else', -0.7, W], ['had to call another roofer', -0.7, W],
  ['money grab', -0.7, P], ['cash grab', -0.7, P], ['highway robbery', -0.8, P], ['went through the roof', -0.5, P, 'price'], ['gone through the roof', -0.5, P, 'price'], ['going through the roof', -0.5, P, 'price'],
  ['a fortune', -0.5, P], ['sticker shock', -0.6, P], ['not worth', -0.6, P], ['ripoff', -0.8, P], ['con artists', -0.8],
  ['crooks', -0.8], ['shysters', -0.8], ['scammers', -0.8], ['fly by night', -0.6], ['amateur', -0.5], ['amateurs', -0.6],
  ['amateur hour', -0.7], ['clueless', -0.6], ['incompetent', -0.7], ['lazy', -0.6], ['half-assed', -0.7], ['corners were cut', -0.7, W],
  ['butchered', -0.8, W], ['ruined', -0.7], ['trashed', -0.6], ['horror story', -0.8], ['red flag', -0.5], ['red flags', -0.6],
  ['do not use', -0.8], ['avoid at all costs', -0.9], ['worst decision', -0.8], ['biggest mistake', -0.8],
  ['should have gone with', -0.5], ['wish we had gone with', -0.6], ['learned my lesson', -0.5], ['money back', -0.3],
  // "Not a single leak in over a year, which is more than I can say for our last roofer": praise
  // by comparison with a rival, no price ("more than").
  ['more than i can say for', 0.4], ['more than we can say for', 0.4],
  ['unlicensed', -0.6, R], ['uninsured', -0.6, R], ['without a permit', -0.6, R], ['no permit', -0.5, R], ['failed inspection', -0.7, W],
  ['code violation', -0.6, W], ['not to code', -0.6, W], ['improperly installed', -0.7, W], ['installed improperly', -0.7, W],
  ['not installed properly', -0.6, W], ['ice dam', -0.3, W, 'problem'], ['ice dams', -0.3, W, 'problem'], ['blistering', -0.4, W, 'problem'],
  ['granule loss', -0.4, W, 'problem'], ['missing shingles', -0.4, W, 'problem'], ['shingles missing', -0.4, W, 'problem'],
  ['lifted shingles', -0.4, W, 'problem'], ['lifting', -0.3, W, 'problem'], ['flapping', -0.4, W, 'problem'], ['curled', -0.4, W, 'problem'],
  ['cracked', -0.4, W, 'problem'], ['buckling', -0.4, W, 'problem'], ['wavy', -0.4, W], ['condensation', -0.3, W, 'problem'],
  ['poor ventilation', -0.5, W], ['nailed too high', -0.6, W], ['high nailing', -0.6, W], ['reused', -0.3, W],
  ['quality workmanship', 0.7, W], ['excellent workmanship', 0.8, W], ['superb', 0.8], ['phenomenal', 0.8], ['terrific', 0.7],
  ['exceptional', 0.8], ['top-tier', 0.7], ['pros', 0.5], ['true pros', 0.7], ['a pro', 0.5], ['total pro', 0.6], ['absolute pro', 0.6], ['true pro', 0.6], ['proper pro', 0.6], ['know what they are doing', 0.6],
  ["knew what they were doing", 0.6], ["didn't know what they were doing", -0.7],
  ['satisfied', 0.5], ['dissatisfied', -0.6], ['unsatisfied', -0.6], ['disappointing', -0.6], ['frustrating', -0.6],
  ['frustrated', -0.5], ['unhappy', -0.6], ['upset', -0.5], ['furious', -0.8], ['livid', -0.8], ['angry', -0.6],
  ['thrilled', 0.8], ['delighted', 0.8], ['ecstatic', 0.8], ['relieved', 0.5], ['impressive', 0.6], ['unimpressed', -0.5],

  ['on the spot', 0.4, T], ['in minutes', 0.4, T], ['within minutes', 0.4, T], ['aligned', 0.4, W], ['look nice', 0.5, W],
  ['weeks over', -0.5, T], ['days over', -0.4, T], ['ran over', -0.4, T], ['ran long', -0.4, T], ['never knew when', -0.5, C],
  ['straight to voicemail', -0.6, C], ['reversed', 0.4, I], ['got it reversed', 0.6, I], ['on appeal', 0.3, I], ['never sent', -0.5],
  ['never received', -0.5], ['days to come', -0.5, T], ['weeks to come', -0.6, T], ['days to respond', -0.5, C], ['weeks to respond', -0.6, C],
  ['days to get back', -0.5, C], ['days to show up', -0.5, T], ['booked out', -0.3, T], ['the only bad thing', -0.3],
  ['breath of fresh air', 0.7], ['took advantage of', -0.7], ['taken advantage of', -0.7], ['some good, some bad', 0],
  ['could have been better', -0.4], ['could have been more *', -0.5], ['should have been better', -0.5], ['could not have been better', 0.8],
  ['leaves a lot to be desired', -0.6], ['left a lot to be desired', -0.6], ['speaks for itself', 0.5, null, 'verdict'],
  ['speak for themselves', 0.5, null, 'verdict'], ['patchwork quilt', -0.5, W], ['patchwork', -0.4, W], ['sag', -0.5, W], ['sags', -0.5, W],
  ['water pours', -0.5, W], ['curb appeal', 0.5, W],

  ['return * call', 0.5, C], ['return * * call', 0.5, C], ['return * calls', 0.5, C], ['return calls', 0.5, C],
  ['what they promised', 0.5], ['when they promised', 0.4, T], ['the day they said', 0.4, T], ['damaged the', -0.5],
  ['what we were quoted', 0.5, P], ['no games', 0.4], ['took * calls', -0.4, C], ['took * * calls', -0.4, C],
  ['to get a response', -0.3, C], ['provided', 0.2], ['answer the phone', 0.4, C], ['keep changing', -0.5], ['found problems', 0.4, E],
  ['found damage', 0.4, E], ['found the problem', 0.4], ['results', 0, W], ["couldn't keep", -0.5],
  ['charging extra', -0.4, P], ['charged extra', -0.5, P], ['charge extra', -0.4, P], ['disruption', -0.3], ['little disruption', 0.4],
  ['minimal disruption', 0.5], ['kept informed', 0.6, C], ['every step of the way', 0.3],

  // --- Sarcasm: praise that a complaint in the same sentence turns around.
  ['oh great', 0.3, null, 'sarcasm'], ['oh wonderful', 0.3, null, 'sarcasm'], ['oh good', 0.3, null, 'sarcasm'],
  ['just great', 0.3, null, 'sarcasm'], ['real professional', 0.4, null, 'sarcasm'], ['love how', 0.3, null, 'sarcasm'],
  ['thanks a lot', 0.3, null, 'sarcasm'], ['if you like', 0, null, 'irony'], ['if you enjoy', 0, null, 'irony'], ['if you love', 0, null, 'irony'],
  ["if you don't mind", 0, null, 'irony'], ['if you are into', 0, null, 'irony'],
  ['yeah right', -0.4], ['sure, if', -0.3],

  // --- Hedges.
  ['i guess', 0, null, 'hedge'], ['i suppose', 0, null, 'hedge'], ['so far', 0, null, 'hedge'], ['seems', 0, null, 'hedge'],
  ['maybe', 0, null, 'hedge'], ['kind of', 0, null, 'hedge'], ['sort of', 0, null, 'hedge'],

  // --- Good things that count when missing (see `lack`): "no updates", "nobody called", "zero help".
  ['communication', 0.5, C, 'lack'], ['updates', 0.4, C, 'lack'], ['update', 0.4, C, 'lack'], ['word', 0.4, C, 'lack'],
  ['response', 0.4, C, 'lack'], ['reply', 0.4, C, 'lack'], ['answer', 0.4, C, 'lack'], ['callback', 0.4, C, 'lack'],
  ['follow-up', 0.4, C, 'lack'], ['followup', 0.4, C, 'lack'], ['heads up', 0.4, C, 'lack'], ['heads-up', 0.4, C, 'lack'],
  ['notice', 0.3, C, 'lack'], ['explanation', 0.4, C, 'lack'], ['explained', 0.4, C, 'lack'], ['called', 0.4, C, 'lack'],
  ['respect', 0.4, R, 'lack'],
  ['cleaned', 0.4, K, 'lack'], ['protection', 0.3, K, 'lack'],
  ['heard nothing', -0.5, C], ['heard back', 0.3, C], ['hear back', 0.3, C], ['get through', 0.3, C], ['got through', 0.3, C],
  ['get * on the phone', 0.4, C], ['get anyone on the phone', 0.4, C], ['reach anyone', 0.4, C], ['reached', 0.2, C],
  ['nobody called', -0.5, C], ['no one called', -0.5, C], ['had to call', -0.4, C], ['call * times', -0.4, C],
  // Asking again is the customer's effort spent on what should have come unasked: a complaint
  // about whatever was asked for ("had to ask twice for the certificate"), so no aspect of its own.
  ['had to ask', -0.4], ['had to keep asking', -0.5], ['asked * times', -0.4], ['had to remind', -0.4], ['had to chase', -0.5],
  ['called * times', -0.4, C], ['emailed * times', -0.4, C], ['texted * times', -0.4, C], ['left * messages', -0.4, C],
  ['messages', 0, C], ['responded', 0.3], ['responds', 0.3], ['got back to', 0.4, C],

  // --- Time: early, gaps and waits.
  ['early', 0.3, T], ['a day early', 0.5, T], ['days early', 0.5, T], ['a week early', 0.5, T], ['ahead of time', 0.5, T],
  ['first thing', 0.4, T], ['first thing next morning', 0.5, T], ['the very next day', 0.5, T], ['within a day', 0.4, T],
  ['within days', 0.4, T], ['within a week', 0.3, T], ['dragged', -0.5, T], ['drag', -0.4, T], ['dragging', -0.5, T],
  ['slower', -0.4, T], ['slower than', -0.5, T], ['took ages', -0.6, T], ['ages', -0.3, T], ['still not done', -0.6, T],
  ['never came back', -0.6, T], ['never came', -0.7, T], ['vanished for', -0.6, T],
  ['painfully slow', -0.7, T], ['waited all day', -0.6, T], ['wait all day', -0.5, T], ['sat around', -0.4, T],

  // --- Roof problems and how roofs fail.
  ['stain', -0.4, W, 'problem'], ['stains', -0.4, W, 'problem'], ['ceiling stain', -0.5, W, 'problem'], ['puddle', -0.4, W, 'problem'],
  ['puddles', -0.4, W, 'problem'], ['pouring', -0.5, W, 'problem'], ['flying off', -0.6, W], ['flew off', -0.6, W], ['fly off', -0.6, W],
  ['blew off', -0.6, W], ['blown off', -0.6, W], ['came loose', -0.5, W], ['peeling', -0.4, W, 'problem'], ['leaked', -0.5, W, 'problem'],
  ['leaks', -0.5, W, 'problem'], ['dripped', -0.5, W, 'problem'], ['seeping', -0.5, W, 'problem'], ['soaked', -0.4, W, 'problem'],
  ['bone dry', 0.7, W], ['dry as a bone', 0.7, W], ['not a drip', 0.7, W], ['watertight', 0.6, W], ['water-tight', 0.6, W],
  ['scrap', -0.3, K, 'problem'], ['scraps', -0.3, K, 'problem'], ['shingle scraps', -0.4, K, 'problem'], ['old shingles', -0.2, K, 'problem'],
  ['reroof', 0, W], ['re-roof', 0, W], ['branch', 0, S], ['fallen tree', 0, S],
  ['attitude', 0, R], ['manners', 0, R], ['billing', 0, P], ['deposit', 0, P], ['final bill', 0, P],
  ['estimator', 0, E], ['inspection report', 0, E],

  // --- Everyday review vocabulary.
  ['spot on', 0.6], ['spot-on', 0.6], ['dead on', 0.5], ['on the money', 0.5], ['nailed', 0.4], ['about right', 0.3],
  ['earned it', 0.6], ['earned', 0.4], ['earned our business', 0.7], ['earned my trust', 0.7], ['handled', 0.4], ['handled it', 0.5],
  ['a pain', -0.4], ['pain', -0.3], ['fan', 0.4], ['big fan', 0.6], ['care for', 0.4], ['cared', 0.4], ['cared about', 0.5],
  ['nicer', 0.5], ['friendlier', 0.5], ['smoother', 0.5], ['easier', 0.4], ['happier', 0.6], ['more helpful', 0.6], ['helpful', 0.5],
  ['unhelpful', -0.5], ['worthless', -0.7], ['useless', -0.7], ['hopeless', -0.6], ['pointless', -0.5],
  ['never any doubt', 0.3], ['no doubt', 0.3], ['without a doubt', 0.4], ['in a heartbeat', 0.7], ['no-brainer', 0.6],
  ['took our money', -0.6, P], ['took the money', -0.6, P], ['cashing the deposit', -0.3, P], ['kept the deposit', -0.6, P],
  ['no regrets', 0.6], ['no regret', 0.6], ['regret hiring', -0.7], ['dread', -0.4], ['dreading', -0.4], ['praise', 0.5],
  ['highly recommend', 0.7], ['love', 0.6], ['loved', 0.6], ['adore', 0.6],
  ['enjoyed', 0.5], ['hate', -0.6], ['hated', -0.6], ['despise', -0.7], ['impressed', 0.6], ['disappointed', -0.6],
  ['like pros', 0.6], ['rock stars', 0.7], ['rockstars', 0.7], ['hats off', 0.6], ['kudos', 0.6], ['shout out', 0.4],
  ['nothing short of', 0.3], ['a total disaster', -0.8], ['disaster', -0.7], ['fiasco', -0.7], ['headache', -0.5], ['headaches', -0.5],
  ['took forever to', -0.7, T], ['behind', 0], ['excuse after excuse', -0.7], ['one excuse after another', -0.7],
  // --- Counterfactuals, regrets and return intent: what the writer would do or wishes had been.
  ['could be better', -0.4], ['could have done better', -0.5], ['could have asked for a better', -0.5],
  ['could have asked for better', -0.5], ['needs improvement', -0.5], ['needs work', -0.4], ['room for improvement', -0.3],
  ['could use some work', -0.4], ['have had better', -0.5], ['had better experiences', -0.5], ['have seen better', -0.5],
  ['seen better', -0.4], ['fault', -0.3], ['fault them', -0.5], ['fault the', -0.5], ['fault it', -0.5], ['fault their', -0.5],
  ["wish i'd gone with", -0.6], ['wish i had gone with', -0.6], ["wish we'd gone with", -0.6], ["wish i'd found", 0.6],
  ['wish i had found', 0.6], ["wish we'd found", 0.6], ['wish we had found', 0.6], ['call them again', 0.5], ['calling them again', 0.5],
  ['first and last time', -0.8], ['the last time i use', -0.7], ['ten stars', 0.8], ['10 stars', 0.8], ['more stars', 0.5],
  ['letdown', -0.6], ['let-down', -0.6], ['in the lurch', -0.6], ['hit and miss', -0.4], ['hit or miss', -0.4],
  ['nothing but problems', -0.7], ['nothing but trouble', -0.7], ['nothing but issues', -0.7], ['best money', 0.7, P], ['worst money', -0.8, P],
  ['does what it says on the tin', 0.5], ['keeps the rain out', 0.5, W], ['keeps the water out', 0.5, W], ['pulled it together', 0.5],
  ['turned it around', 0.5], ['cowboys', -0.7], ['cowboy', -0.6], ['proper cowboys', -0.8], ['upselling', -0.5, R],
  ['without a roof', -0.6, W], ['barely looked', -0.5, E], ['barely glanced', -0.5, E], ['dropped everything', 0.6],
  ['quality', 0, W], ['call out', 0, S], ['call-out', 0, S], ['callout', 0, S], ['emergency call', 0, S],
  ['call * back', 0.3, C], ['waiting on * call', -0.6, C], ['waiting for * call', -0.6, C], ['waiting on * call back', -0.6, C],
  ['waiting for * call back', -0.6, C], ['waiting for a callback', -0.6, C], ['waiting on a callback', -0.6, C],
  ['sorted', 0.3], ['sorted out', 0.4], ['sorted it', 0.4], ['got it sorted', 0.5], ['dealt with the adjuster', 0.4, I],
  ['dealt with the insurance', 0.4, I], ['dealt with our insurance', 0.4, I], ['got the whole thing covered', 0.6, I], ['got everything covered', 0.6, I],
  // Doubt: what follows in the clause did not happen ("good luck getting them to honour it").
  ['good luck getting', -0.6, null, 'doubt'], ['good luck trying to', -0.6, null, 'doubt'], ['good luck with', -0.5, null, 'doubt'],
  // What the writer wishes had been done (WISHED_FOR), said before the thing ("wish they had
  // cleaned up": doubt, the praise after it turns to blame) or after it ("a phone call before
  // they carried on would have been nice"): it was not, a complaint.
  ...WISHED_FOR.doubt.map((phrase) => [phrase, -0.4, null, 'doubt'] as const),
  ...WISHED_FOR.after.map((phrase) => [phrase, -0.5] as const),
  ['the best money', 0.7, P], ['the worst money', -0.8, P], ['turning up', 0, T], ['turn up', 0, T], ['turned up', 0, T],
  ['is sound', 0.5, W], ['are sound', 0.5, W], ['was sound', 0.5, W], ['structurally sound', 0.5, W],

  // --- Colloquial praise and blame, US and UK: words any reviewer of a trade uses.
  ['legend', 0.7], ['legends', 0.7], ['a legend', 0.7], ['a gent', 0.6], ['gent', 0.5], ['gentleman', 0.5], ['grafters', 0.6],
  ['grafter', 0.6], ['top bloke', 0.7], ['top blokes', 0.7], ['diamond', 0.5], ['star', 0.5], ['stars', 0], ['gem', 0.6],
  ['a gem', 0.7], ['lovely', 0.6], ['brilliant', 0.7], ['cracking', 0.6], ['bang on', 0.6], ['fair play', 0.5],
  ['cheers', 0.2], ['chuffed', 0.7], ['made up', 0.3], ['sound', 0.2], ['grand', 0.4], ['immaculate', 0.7], ['pristine', 0.6],
  ['bulletproof', 0.6, W], ['rock solid', 0.6, W], ['tight as a drum', 0.6, W], ['deserves a raise', 0.6], ['deserve a raise', 0.6],
  ['keeper', 0.5], ['a keeper', 0.6], ['my first call', 0.6], ['our first call', 0.6], ['only roofer', 0.4], ['listened', 0.4, C],
  ['actually listened', 0.5, C], ['made a change', 0.3], ['makes a change', 0.3], ['refreshing', 0.5], ['blew me away', 0.7],
  // Regional praise and blame the outside writers' voices use (Ireland, South Africa, Australia and
  // New Zealand, India, the UK) that neither the lexicon nor wink knew: "Roof looks class",
  // "Lekker service", "bit dear" (dear is dear, not beloved, said of a price).
  ['looks class', 0.6, W], ['was class', 0.6], ['were class', 0.6], ['pure class', 0.7], ['absolute class', 0.7], ['class job', 0.6, W],
  ['lekker', 0.6], ['dankie', 0.5], ['brill', 0.6], ['stoked', 0.7], ['over the moon', 0.8], ['faultless', 0.7], ['bob on', 0.6], ['a1', 0.6],
  ['gutted', -0.6], ['raging', -0.6], ['chancer', -0.6], ['chancers', -0.6], ['muppets', -0.6], ['kak', -0.6], ['bakwaas', -0.6],
  ['ropey', -0.4], ['naff', -0.4], ['slapdash', -0.6, W], ['wonky', -0.4, W], ['daylight robbery', -0.8, P],
  // ("No dramas" is no trouble at all; "savage job" and "came up a treat" Irish and British praise;
  // "munted", broken; "stitched up", "taken for a ride", cheated; "giving out to" someone, complaining.)
  ['no dramas', 0.4], ['no drama', 0.4], ['savage job', 0.6, W], ['come up a treat', 0.6], ['chur', 0.4],
  ['munted', -0.6, W], ['stitch up', -0.6], ['take for a ride', -0.6], ['take * for a ride', -0.6], ['give out to', -0.5],
  ['bit dear', -0.3, P], ['a bit dear', -0.3, P], ['quite dear', -0.3, P], ['very dear', -0.4, P], ['too dear', -0.5, P], ['dearer', -0.2, P],
  ['bit steep', -0.3, P], ['a bit steep', -0.3, P], ['quite steep', -0.3, P], ['pretty steep', -0.3, P],
  ['shambles', -0.7], ['a shambles', -0.7], ['shambolic', -0.7], ['a joke', -0.6], ['cowboy outfit', -0.8], ['bodged', -0.7, W],
  ['bodge', -0.6, W], ['bodge job', -0.7, W], ['botch job', -0.7, W], ['dodgy', -0.6], ['rubbish', -0.6], ['useless lot', -0.7],
  ['shark', -0.6], ['sharks', -0.6], ['all talk', -0.6], ['sales pitch', -0.4, E], ['hard sell', -0.5, R], ['rushing us', -0.4, R],
  ['rushing me', -0.4, R], ['rushed us', -0.4, R], ['few and far between', -0.5], ['all over the place', -0.4], ['phone tag', -0.4, C],
  ['creeping up', -0.4, P], ['crept up', -0.4, P], ['kept going up', -0.4, P], ['rough around the edges', -0.3, R], ['not a peep', -0.6, C],
  ['a peep', 0.3, C], ['nowhere near', -0.4], ['worth nothing', -0.7], ['not worth the paper', -0.8, Y], ['in disguise', -0.3],
  ['needs a lesson in', -0.6], ['lesson in manners', -0.6, R], ['to save their lives', -0.4], ['to save his life', -0.4],
  ["wouldn't show me", -0.4, R], ['tracked mud', -0.5, K], ['smeared', -0.4, K], ['smeared some caulk', -0.6, W], ['smeared caulk', -0.6, W], ['caulk smeared', -0.6, W], ['sealant smeared', -0.6, W], ['smeared some sealant', -0.6, W], ['scribbled', -0.4, E], ['on a napkin', -0.4, E],
  ['didn\'t hold', -0.6, W], ["hasn't held", -0.6, W], ['whistles', -0.4, W, 'problem'],
  ['leaks gone', 0.6, W], ['leak gone', 0.6, W], ['leak is gone', 0.6, W], ['leak has gone', 0.6, W], ['leaks have gone', 0.6, W],
  ['leak is fixed', 0.6, W], ['no more drips', 0.6, W], ['knew his stuff', 0.5, R], ['knew her stuff', 0.5, R], ['knew their stuff', 0.5, R],
  ['knows their stuff', 0.5, R], ['knows her stuff', 0.5, R], ['know what he was talking about', 0.5], ['knew what he was talking about', 0.5],
  ['know what he is talking about', 0.5], ['gave me a ring', 0.4, C], ['gave us a ring', 0.4, C], ['gave me a call', 0.4, C],
  ['gave us a call', 0.4, C], ['gave me a bell', 0.4, C], ['replied', 0.3, C], ['answers emails', 0.4, C], ['answers the phone', 0.4, C],
  ['answers his phone', 0.4, C], ['answered every question', 0.6, C], ['every question', 0.3, C], ['double-checked', 0.4, W],
  ['double checked', 0.4, W], ['with a day to spare', 0.6, T], ['a day to spare', 0.5, T], ['with time to spare', 0.6, T],
  ['get on their schedule', -0.1, T], ['a wait', -0.3, T], ['bit of a wait', -0.4, T], ['long wait', -0.5, T], ['means next month', -0.5, T],
  ['overnight', 0.3, T], ['broken down line by line', 0.6, E], ['line by line', 0.4, E], ['broken down', 0, E], ['in line with', 0],

  // --- Things done or not done that speak for themselves: a communication, an apology, a promise.
  ['rang', 0.3, C, 'lack'], ['ring', 0.3, C, 'lack'], ['told', 0.3, C, 'lack'], ['tell', 0.3, C, 'lack'], ['mentioned', 0.3, C, 'lack'],
  ['warned us', 0.3, C, 'lack'], ['say sorry', 0.4, R, 'lack'], ['said sorry', 0.4, R, 'lack'],
  ['return * emails', 0.5, C], ['return * texts', 0.5, C], ['returned * emails', 0.5, C], ['emails', 0.3, C, 'lack'],
  ['texts', 0.3, C, 'lack'], ['a call', 0.3, C, 'lack'], ['a callback', 0.3, C, 'lack'], ['text', 0.3, C, 'lack'],
  ['email', 0.3, C, 'lack'], ['call', 0.3, C, 'lack'], ['mention', 0.3, C, 'lack'], ['bother', 0.4, null, 'lack'],
  ['bothered', 0.4, null, 'lack'], ['thank-you', 0.4, R, 'lack'], ['thank you', 0.4, R, 'lack'], ['picks up', 0.3, C, 'lack'],
  ['pick up', 0.3, C, 'lack'], ['come out', 0.3, null, 'lack'], ['came out', 0.3, null, 'lack'], ['refund', 0.4, P, 'lack'],

  // --- Negated or denied in their own words.
  ['wait', -0.3, T], ['make us wait', -0.4, T], ['made us wait', -0.4, T], ['level', 0.3, W], ['a penny over', -0.4, P],
  ['a dime over', -0.4, P], ['a cent over', -0.4, P], ['rushed into', -0.5, R], ['scratch', -0.4, K, 'problem'],
  ['scratches', -0.4, K, 'problem'], ['dented', -0.5, K], ['dent', -0.4, K, 'problem'], ["didn't last", -0.6, W],
  ['shabby', -0.5], ['not too shabby', 0.6], ['not shabby', 0.5], ['little respect', -0.5, R], ['so little respect', -0.6, R],
  ['no respect', -0.6, R], ['the left hand', -0.3], ['what the right hand is doing', -0.6], ['smoke', -0.3, R], ['swear', -0.4, R],
  ['anything to complain about', -0.6], ['scheduler', 0, T], ['bottom-of-the-barrel', -0.7], ['bottom of the barrel', -0.7],
  ['ruts', -0.5, K], ['parked on our lawn', -0.5, K], ['parked on the lawn', -0.5, K], ['another story', -0.5], ['blasting', -0.3, R],
  ['blasting music', -0.4, R], ['nothing was too much trouble', 0.7], ['nothing is too much trouble', 0.7], ['nothing too much trouble', 0.7],
  ['put on', 0, W], ['charcoal', 0], ['slate', 0], ['grey', 0],
  // "in late October", "early spring": dates, not lateness or promptness.
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'spring', 'summer', 'fall', 'autumn', 'winter']
    .flatMap((month) => [[`late ${month}`, 0, T], [`early ${month}`, 0, T], [`mid ${month}`, 0, T]] as const),
];
