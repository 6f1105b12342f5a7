// assert with a false condition traps in debug builds
let items: [String] = []
assert(!items.isEmpty, "items must not be empty")
print("unreachable")
// expect-error: Assertion failed: items must not be empty
