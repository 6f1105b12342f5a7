// Class: crash (found while building RegexBuilder: `Repeat(count: -1)`, `Repeat(count: 70_000)` and `Repeat(-1...3)` make
// the engine trap; swiftc 6.3.1 on this machine dies with "Illegal instruction" for a count below 0 or above 65,535). The
// interpreter runs the engine in its own process, so such a count stops the script with a fatal error before the engine
// sees it, and the session lives on. A capture's transform that stops with fatalError ends the match's call with it.
import RegexBuilder

let fine = Regex { Repeat(count: 65_535) { "a" } }
print("aaa".contains(fine))
let negative = Regex { Repeat(count: -1) { "a" } }
print("never printed", negative)

// expect: false
// expect-error: Fatal error: a Repeat count must be between 0 and 65535, not -1
