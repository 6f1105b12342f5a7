// Class: crash (found by obsfuzz, seed 1: `((-Int.max - 1)..<width).map { ... }` in a description). The range has
// more elements than an Int counts: swiftc 6.3.1's program stops with "Swift runtime failure: arithmetic overflow".
// ObsREPL counted the elements with a plain subtraction and died of the trap itself; now the program stops at the place.
let width = 3
print("before")
print(((-Int.max - 1)..<width).map { $0 }.count)
print("not reached")

// expect: before
// expect-error: Swift runtime failure: arithmetic overflow
