export function hostilePdf(seed?: string, objects?: number, targetBytes?: number): Buffer;
