// Compiler test style (variadic generics): parameter packs with each/repeat in functions that count, describe and transform heterogeneous arguments
func count<each T>(_ values: repeat each T) -> Int {
    var n = 0
    for _ in repeat each values { n += 1 }
    return n
}
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each values { out.append("\(type(of: v)):\(v)") }
    return out
}
func wrapAll<each T>(_ values: repeat each T) -> (repeat [each T]) {
    (repeat [each values])
}
func optionals<each T>(_ values: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each values))
}
func pairUp<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}

print(count(), count(1), count(1, "a", 2.5, [true]))
print(describeAll(1, "two", 3.0, Optional(4), [5]))
print(describeAll())
let w = wrapAll(1, "x", false)
print(w.0, w.1, w.2)
let o = optionals(7, "s")
print(o.0 as Any, o.1 as Any)
let p = pairUp(1, "b", with: 2.5, true)
print(p.0, p.1)

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}
print(allEqual((1, "a", 2.0), (1, "a", 2.0)), allEqual((1, "a"), (1, "b")))

func firstDescriptions<each T: CustomStringConvertible>(_ v: repeat each T) -> String {
    var parts: [String] = []
    repeat parts.append((each v).description.uppercased())
    return parts.joined(separator: "+")
}
print(firstDescriptions(1, "abc", 2.5, true))

func apply<each T, R>(_ f: (repeat each T) -> R, _ args: repeat each T) -> R { f(repeat each args) }
print(apply({ (a: Int, b: Int) in a * b }, 6, 7))
print(apply({ (s: String, n: Int, flag: Bool) in flag ? String(repeating: s, count: n) : "-" }, "ab", 3, true))

func sumInts<each T: BinaryInteger>(_ v: repeat each T) -> Int {
    var total = 0
    repeat total += Int(each v)
    return total
}
print(sumInts(1, Int8(2), UInt16(3), Int64(4)))

// expect: 0 1 4
// expect: ["Int:1", "String:two", "Double:3.0", "Optional<Int>:Optional(4)", "Array<Int>:[5]"]
// expect: []
// expect: [1] ["x"] [false]
// expect: Optional(7) Optional("s")
// expect: (1, 2.5) ("b", true)
// expect: true false
// expect: 1+ABC+2.5+TRUE
// expect: 42
// expect: ababab
// expect: 10
