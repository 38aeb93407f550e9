// vader-sentiment ships no types; the one call the baseline makes.
declare module 'vader-sentiment' {
  const vader: {
    SentimentIntensityAnalyzer: { polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number } };
  };
  export default vader;
}
