// Expression patterns call `~=`: a `static func ~=` declared in a script type or in an extension of a
// library type is chosen by the operands' types, before the library's `==`.
// Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
extension String {
    static func ~= (prefix: String, value: String) -> Bool { value.hasPrefix(prefix) }
}
func scheme(_ url: String) -> String {
    switch url {
    case "https://": return "secure"
    case "http://": return "plain"
    default: return "other"
    }
}
print(scheme("https://swift.org"), scheme("http://a.b"), scheme("ftp://x"))

struct Between {
    let low: Int, high: Int
    static func ~= (pattern: Between, value: Int) -> Bool { pattern.low <= value && value <= pattern.high }
}
func grade(_ score: Int) -> String {
    switch score {
    case Between(low: 90, high: 100): return "A"
    case Between(low: 75, high: 89): return "B"
    case 0: return "zero"
    default: return "C"
    }
}
print([95, 80, 0, 42].map(grade))

struct Multiple {
    let of: Int
    static func ~= (pattern: Multiple, value: Int) -> Bool { value % pattern.of == 0 }
}
for n in [15, 9, 10, 7] {
    switch n {
    case Multiple(of: 15): print(n, "fizzbuzz")
    case Multiple(of: 3): print(n, "fizz")
    case Multiple(of: 5): print(n, "buzz")
    default: print(n)
    }
}
if case Multiple(of: 7) = 49 { print("49 is a multiple of 7") }

// expect: secure plain other
// expect: ["A", "B", "zero", "C"]
// expect: 15 fizzbuzz
// expect: 9 fizz
// expect: 10 buzz
// expect: 7
// expect: 49 is a multiple of 7
