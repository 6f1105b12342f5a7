// A `{` block that belongs to no declaration starts a statement with a closure: Swift rejects it, and
// ObsREPL says so rather than dropping it silently. The program here would not compile.
let limit = 3
{ print(limit) }

// expect-error: top-level statement cannot begin with a closure expression
