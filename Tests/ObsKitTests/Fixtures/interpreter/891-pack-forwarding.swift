// Parameter packs forwarded: `repeat each x` as arguments of another variadic function, labeled and beside
// other arguments, with zero elements too. Expected output: swiftc 6.3.1 on this machine.
func names<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    for value in repeat each values { out.append("\(value)") }
    return out
}
func forward<each T>(_ values: repeat each T) -> [String] {
    names(repeat each values)
}
func wrapped<each T>(prefix: String, _ values: repeat each T, suffix: String) -> String {
    ([prefix] + names(repeat [each values]) + [suffix]).joined(separator: " ")
}
func pairs<each A, each B>(_ a: repeat each A, with b: repeat each B) -> [String] where (repeat (each A, each B)): Any {
    names(repeat (each a, each b))
}
func relay<each A, each B>(_ a: repeat each A, and b: repeat each B) -> [String] where (repeat (each A, each B)): Any {
    pairs(repeat each a, with: repeat each b)
}
print(forward(1, "two", 3.5))
print(forward())
print(wrapped(prefix: "<", 1, true, suffix: ">"))
print(wrapped(prefix: "<", suffix: ">"))
print(relay(1, 2, and: "a", "b"))
print(relay())
func count<each T>(_ values: repeat each T) -> Int {
    var n = 0
    for _ in repeat each values { n += 1 }
    return n
}
func countTwice<each T>(_ values: repeat each T) -> Int { count(repeat each values, repeat each values) }
print(countTwice("x", 2, nil as Int?))
func firstOnly<First, each Rest>(_ first: First, _ rest: repeat each Rest) -> String {
    "\(first) then \(count(repeat each rest)) more"
}
print(firstOnly(1), firstOnly("a", 2, 3))

// expect: ["1", "two", "3.5"]
// expect: []
// expect: < [1] [true] >
// expect: < >
// expect: ["(1, \"a\")", "(2, \"b\")"]
// expect: []
// expect: 6
// expect: 1 then 0 more a then 2 more
