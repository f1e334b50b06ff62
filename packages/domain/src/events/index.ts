export * from './leaderboard.ts'
export * from './score-input.ts'
