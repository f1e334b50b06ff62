// Imported first by the process entry: React and React Router pick their production or
// development build when they load, so NODE_ENV must be settled before anything imports them.
// A store process runs in production unless the operator says otherwise.
process.env.NODE_ENV ??= 'production'
