// Types of cpu.mjs for the API project's tests (api/test/bench-cpu.test.ts).
export function parseStat(stat: string, hz?: number): { self: number; children: number };
export function treeCpuSeconds(): number | null;
export function timed(fn: () => unknown): Promise<{ wallS: number; cpuS: number; selfCpuS: number }>;
