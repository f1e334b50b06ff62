export * from './leaderboard.ts'
