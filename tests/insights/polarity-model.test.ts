import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzerRule, opinionAbout, polarityModel } from '../../core/insights/model/about.ts';
import { createAnalyzer } from '../../core/insights/analyzer/analyzer.ts';
import { CLASSES, decidePolarity, modelInput, nearFeatures, predictProbabilities } from '../../core/insights/model/polarity-model.ts';
import { trainModel } from '../../scripts/insights/logistic.ts';
import { OrderTrainer, seededUniform } from '../../scripts/insights/order.ts';
import { orderScores } from '../../core/insights/model/order-model.ts';
import { loadEvalCatalogue, loadJudgements, loadKept } from './eval/judgements.ts';

const analyzer = createAnalyzer({ aspects: loadEvalCatalogue() });

describe('polarity model (core/insights/model/model.json)', () => {
  it('should load, with finite weights of three classes and a threshold', () => {
    const model = polarityModel();
    const entries = Object.entries(model.weights);
    assert.ok(entries.length > 100 && entries.length <= 200_000, `${entries.length} features`);
    for (const [, w] of entries) assert.ok(w.length === 3 && w.every(Number.isFinite));
    assert.equal(model.bias.length, 3);
    assert.ok(model.confident >= 0 && model.blend > 0 && model.blend <= 1);
  });

  it('should give probabilities that sum to 1, the same each time', () => {
    const { analysis, key, raw } = analyzerRule(analyzer, 'The crew was not careful with the gutters.', 'the crew');
    const features = modelInput(analysis, key);
    assert.ok(features.features.includes('NOT_careful'), 'a word after a negator is marked');
    assert.ok(features.negated.includes('careful') && !features.own.includes('careful'), 'a negated word is kept apart for its meaning');
    const p = predictProbabilities(polarityModel(), features);
    assert.ok(Math.abs(p[0] + p[1] + p[2] - 1) < 1e-9);
    assert.deepEqual(predictProbabilities(polarityModel(), features), p);
    assert.deepEqual(predictProbabilities(polarityModel(), { ...features, features: [...features.features] }), p);
  });

  it('should decide every kept case as its test does: the constraint its settings were chosen under', () => {
    const wrong = loadKept()
      .map((j) => ({ ...j, got: opinionAbout(analyzer, j.text, j.target ?? undefined).polarity }))
      .filter((j) => j.got !== j.polarity)
      .map((j) => `${j.id} ${JSON.stringify(j.text)} about ${j.target ?? 'the whole'}: ${j.got}, not ${j.polarity}`);
    assert.deepEqual(wrong, []);
  });

  it('should beat chance on a small hand-made set, on its own', () => {
    const set: Array<[string, string, (typeof CLASSES)[number]]> = [
      ['The crew were wonderful and very helpful.', 'the crew', 'positive'],
      ['Great communication, they answered every call.', 'communication', 'positive'],
      ['Excellent workmanship, the roof looks amazing.', 'workmanship', 'positive'],
      ['The crew were rude and careless.', 'the crew', 'negative'],
      ['Terrible communication, nobody ever called us back.', 'communication', 'negative'],
      ['The roof leaked a week later, awful workmanship.', 'workmanship', 'negative'],
    ];
    const model = { ...polarityModel(), confident: Infinity, blend: 1 };
    let correct = 0;
    for (const [text, target, want] of set) {
      const { analysis, key, raw, polarity } = analyzerRule(analyzer, text, target);
      if (decidePolarity(model, polarity, raw, () => modelInput(analysis, key)) === want) correct++;
    }
    assert.ok(correct / set.length > 1 / 3 + 0.2, `${correct} of ${set.length}`);
  });

  it('should train the same weights from the same examples, and learn them', () => {
    const examples = [
      { features: ['good', 'great'], label: 'positive' as const },
      { features: ['bad', 'awful'], label: 'negative' as const },
      { features: ['roof'], label: 'neutral' as const },
    ];
    const a = trainModel(examples, { epochs: 100, rate: 1, l2: 0.001 });
    assert.deepEqual(trainModel(examples, { epochs: 100, rate: 1, l2: 0.001 }), a);
    assert.ok(predictProbabilities(a, ['great'])[0] > 0.5);
    assert.ok(predictProbabilities(a, ['awful'])[1] > 0.5);
    assert.deepEqual(predictProbabilities(a, ['never-seen']), predictProbabilities(a, []), 'unknown features weigh nothing');
  });

  it('should train the same weights with Adam, and learn them', () => {
    const examples = [
      { features: ['good', 'great'], dense: Float32Array.from([1, 0]), label: 'positive' as const },
      { features: ['bad', 'awful'], dense: Float32Array.from([0, 1]), label: 'negative' as const },
      { features: ['roof'], dense: Float32Array.from([0, 0]), label: 'neutral' as const },
    ];
    const options = { epochs: 200, rate: 0.05, l2: 0.0001, optimizer: 'adam' as const };
    const a = trainModel(examples, options);
    assert.deepEqual(trainModel(examples, options), a);
    assert.ok(predictProbabilities(a, ['great'])[0] > 0.5);
    assert.ok(predictProbabilities(a, ['awful'])[1] > 0.5);
    assert.notDeepEqual(a, trainModel(examples, { ...options, optimizer: 'gd' }), 'the optimizer option is used');
  });

  it('should train the order-aware part to the same bytes, and read word order, which an average cannot', () => {
    const random = seededUniform(5);
    const vectors = new Map(['quick', 'slow', 'fix', 'roof'].map((w) => [w, Float32Array.from({ length: 100 }, () => random() - 0.5)]));
    // The same words in both orders: only the order tells the classes apart.
    const inputs = [
      { sequence: [['quick', 1], ['fix', 1]] as Array<[string, number]>, rest: ['roof'] },
      { sequence: [['fix', 1], ['quick', 1]] as Array<[string, number]>, rest: ['roof'] },
    ];
    const labels = [0, 1];
    const train = (design: 'conv' | 'mean') => {
      const trainer = new OrderTrainer({ design, window: 2, hidden: 8, l2: 0, rate: 0.02 }, inputs, vectors);
      trainer.trainApart(labels, 200, 2);
      return trainer.pack(vectors, vectors.size);
    };
    const conv = train('conv');
    assert.deepEqual(train('conv'), conv, 'same examples, same bytes');
    const classOf = (input: (typeof inputs)[number], model = conv) => {
      const z: [number, number, number] = [0, 0, 0];
      orderScores(model, input, z);
      return z.indexOf(Math.max(...z));
    };
    assert.deepEqual(inputs.map((i) => classOf(i)), labels, 'the convolution tells "quick fix" from "fix quick"');
    const mean = train('mean');
    assert.equal(classOf(inputs[0]!, mean), classOf(inputs[1]!, mean), 'an average of the same words cannot');
    assert.throws(() => orderScores({ ...conv, projections: conv.projections.slice(8) }, inputs[0]!, [0, 0, 0]), /projection bytes/);
  });

  it('should mark the words next to a target, negated ones as such, and not the target itself', () => {
    const { analysis, key } = analyzerRule(analyzer, 'We got soggy fries and the burger was not hot at all.', 'burger');
    const input = modelInput(analysis, key);
    const near = nearFeatures(input, 2);
    assert.ok(near.includes('N:the') && near.includes('N:was'), near.join(' '));
    assert.ok(!near.includes('N:burger'), 'the target is not beside itself');
    assert.ok(!near.some((f) => f.endsWith('soggy')), 'four tokens away is not near');
    assert.ok(nearFeatures(modelInput(analysis, key), 4).includes('N:NOT_hot'), 'a negated word keeps its mark');
    assert.deepEqual(nearFeatures(input, 0), []);
    const whole = analyzerRule(analyzer, 'We got soggy fries.');
    assert.deepEqual(modelInput(whole.analysis, whole.key).near, [], 'a text as a whole has no target to be near');
  });

  it('should say where the rules\' opinion stands beside the target, and which words name it', () => {
    const relations = (text: string, target?: string) => {
      const { analysis, key } = analyzerRule(analyzer, text, target);
      const input = modelInput(analysis, key);
      return { rel: input.features.filter((f) => f.startsWith('REL:')), target: input.target, features: input.features };
    };
    assert.deepEqual(relations('I loved the fries.', 'the fries').rel, ['REL:obj+'], 'the object of a verb of opinion');
    assert.deepEqual(relations('The crew was great, but the driveway was blocked.', 'the crew').rel, ['REL:pred+'], 'said of the subject through "was"');
    const wine = relations('Great crew, and the wine was superb.', 'the wine');
    assert.deepEqual(wine.rel, ['REL:left+', 'REL:pred+'], 'praise of the crew stands apart to the left; "superb" is said of the wine');
    assert.deepEqual(wine.target, ['wine'], 'the words naming the target, without "the"');
    assert.ok(wine.features.some((f) => /^TR:[^|]+\|[^|]+\|REL:pred\+$/.test(f)), 'crossed with how far the rules\' opinion reached');
    assert.deepEqual(relations('We ordered the pasta.', 'the pasta').rel, ['REL:none'], 'no opinion at all');
    const whole = relations('Great crew, and the wine was superb.');
    assert.deepEqual([whole.rel, whole.target], [[], []], 'a text as a whole has no target to stand beside');
  });

  it('should give a score whose sign agrees with the polarity, for the target and for each aspect', () => {
    let overruled = 0;
    for (const j of loadJudgements('check')) {
      const opinion = opinionAbout(analyzer, j.text, j.target ?? undefined);
      const rules = analyzerRule(analyzer, j.text, j.target ?? undefined).polarity;
      if (rules !== opinion.polarity) overruled++;
      for (const { polarity, score } of [opinion, ...opinion.aspects]) {
        if (polarity === 'positive') assert.ok(score > 0, `${j.id}: positive with score ${score}`);
        if (polarity === 'negative') assert.ok(score < 0, `${j.id}: negative with score ${score}`);
      }
    }
    assert.ok(overruled > 10, `the model overruled the rules ${overruled} times: the check means something`);
  });

  it('should answer an aspect the text implies, and leave a term it lacks neutral', () => {
    const implied = opinionAbout(analyzer, 'Skip sat on my drive for three weeks after they finished.', 'clean-up');
    assert.deepEqual(implied.target, { aspect: 'clean-up', found: false });
    assert.equal(implied.polarity, 'negative');
    const absent = opinionAbout(analyzer, 'Great job on the roof, wonderful crew.', 'the gutters');
    assert.deepEqual(absent.target, { term: 'the gutters', found: false });
    assert.equal(absent.polarity, 'neutral');
  });

  it('should leave clear rule verdicts alone and answer the same for the same text', () => {
    const text = 'The crew was absolutely fantastic, best roofers in town!';
    const first = opinionAbout(analyzer, text, 'the crew');
    assert.equal(first.polarity, 'positive');
    assert.deepEqual(opinionAbout(analyzer, text, 'the crew'), first);
  });
});

describe('words that name members of Object.prototype', () => {
  const analyzer = createAnalyzer({ aspects: loadEvalCatalogue() });
  it('are read like any other word: the model and the lexicons have no prototype to find them in', () => {
    // "constructor" and "toString" used to find Object.prototype's functions as feature weights: NaN, read as positive.
    for (const text of ['The constructor of the toString was awful, a total disaster.', 'The toString and valueOf of hasOwnProperty service was terrible.']) {
      const opinion = opinionAbout(analyzer, text);
      assert.equal(opinion.polarity, 'negative', text);
      assert.ok(Number.isFinite(opinion.score) && opinion.score < 0, `${text}: score ${opinion.score}`);
    }
  });
});
