// Stands in for the `server-only` guard package, which only resolves under Next's server bundler.
export {};
