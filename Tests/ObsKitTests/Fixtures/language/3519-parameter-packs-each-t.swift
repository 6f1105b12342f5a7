// Compiler test style: parameter packs (each T, repeat each) with tuples and counts
func count<each T>(_ xs: repeat each T) -> Int {
    var n = 0
    for _ in repeat each xs { n += 1 }
    return n
}
print(count())
print(count(1, "a", true))
print(count(1.5, [1], (2, 3), nil as Int?))

func describeAll<each T>(_ xs: repeat each T) -> [String] {
    var out: [String] = []
    for x in repeat each xs { out.append("\(x)") }
    return out
}
print(describeAll(1, "two", 3.0, [4]))

func wrapAll<each T>(_ xs: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each xs))
}
let w = wrapAll(1, "s")
print(w.0 as Any, w.1 as Any)

func pairUp<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}
let p = pairUp(1, "x", with: true, 2.5)
print(p.0, p.1)

func typeNames<each T>(_ xs: repeat each T) -> [String] {
    var out: [String] = []
    for x in repeat each xs { out.append(String(describing: type(of: x))) }
    return out
}
print(typeNames(1, "a", [1.0], Optional(true)))

func allEqual<each T: Equatable>(_ a: repeat each T, to b: repeat each T) -> Bool {
    for (x, y) in repeat (each a, each b) { if x != y { return false } }
    return true
}
print(allEqual(1, "a", to: 1, "a"))
print(allEqual(1, "a", to: 1, "b"))

struct Row<each T> {
    var values: (repeat each T)
    init(_ v: repeat each T) { values = (repeat each v) }
    func width() -> Int { count(repeat each values) }
}
let r = Row(1, "two", 3.0)
print(r.width(), r.values.1)
print(type(of: r))
// expect: 0
// expect: 3
// expect: 4
// expect: ["1", "two", "3.0", "[4]"]
// expect: Optional(1) Optional("s")
// expect: (1, true) ("x", 2.5)
// expect: ["Int", "String", "Array<Double>", "Optional<Bool>"]
// expect: true
// expect: false
// expect: 3 two
// expect: Row<Pack{Int, String, Double}>
