export const stub = 1
