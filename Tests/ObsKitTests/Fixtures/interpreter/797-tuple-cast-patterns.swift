// Tuple patterns with `as` casts in `switch` and `if case`, over values of type `Any`.
// Expected output from swiftc 6.3.1 on Linux.
func describe(_ pair: (Any, Any)) -> String {
    switch pair {
    case (let a as Int, let b as Int) where a == b: return "twin ints \(a)"
    case (let a as Int, let b as Int): return "ints \(a + b)"
    case (let text as String, let n as Int): return String(repeating: text, count: n)
    case (_, is Bool): return "something with a flag"
    default: return "other"
    }
}
print(describe((2, 2)), describe((2, 5)), describe(("ab", 3)), describe((1.5, true)), describe(("x", "y")))
let mixed: [Any] = [1, "two", 3]
if let text = mixed[1] as? String, case let (n as Int) = mixed[2] { print(text, n) }

// expect: twin ints 2 ints 7 ababab something with a flag other
// expect: two 3
