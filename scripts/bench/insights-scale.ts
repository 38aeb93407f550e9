export async function benchScale(_reviews: number) {}
