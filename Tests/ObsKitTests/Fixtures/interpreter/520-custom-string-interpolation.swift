// A script's own `appendInterpolation` overloads (in `extension String.StringInterpolation` or
// `extension DefaultStringInterpolation`): a `\(...)` with labels or several values calls the overload its
// labels and types choose; an unlabeled one whose type no overload takes is printed as usual; inside an
// overload, `appendLiteral` and the library's `appendInterpolation(_:)` add to the string.
// Expected output: swiftc 6.3.1 on this machine.
struct Version {
    var major: Int
    var minor: Int
}
extension String.StringInterpolation {
    mutating func appendInterpolation(_ version: Version) {
        appendLiteral("v")
        appendInterpolation(version.major)
        appendLiteral(".\(version.minor)")
    }
    mutating func appendInterpolation(_ count: Int, noun: String) {
        appendInterpolation(count)
        appendLiteral(" " + (count == 1 ? noun : noun + "s"))
    }
    mutating func appendInterpolation(padded text: String, to width: Int = 6) {
        appendLiteral(text + String(repeating: ".", count: max(0, width - text.count)))
    }
}
let current = Version(major: 2, minor: 7)
print("running \(current) with \(3, noun: "plugin") and \(1, noun: "theme")")
print("[\(padded: "ab")] [\(padded: "abcdef", to: 3)] [\(padded: "x", to: 4)]")
print("plain: \(42) \("text") \([1, 2]) \(Optional(5) as Any)")
let nested = "outer \("inner \(current)")"
print(nested, nested.count)

// expect: running v2.7 with 3 plugins and 1 theme
// expect: [ab....] [abcdef] [x...]
// expect: plain: 42 text [1, 2] Optional(5)
// expect: outer inner v2.7 16
