export function newest(target: string): number;
