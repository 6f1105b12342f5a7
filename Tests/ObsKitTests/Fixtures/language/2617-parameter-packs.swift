// Compiler test style: variadic generics (parameter packs) - each T, repeat, tuple results, and type names
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    func add<V>(_ v: V) { out.append("\(v): \(type(of: v))") }
    repeat add(each values)
    return out
}

func countArgs<each T>(_ values: repeat each T) -> Int {
    var n = 0
    func bump<V>(_ v: V) { n += 1 }
    repeat bump(each values)
    return n
}

func pairUp<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}

func wrapAll<each T>(_ v: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each v))
}

struct Bundle<each T> {
    var items: (repeat each T)
}

for line in describeAll(1, "two", 3.0, [4]) { print(line) }
print(countArgs(), countArgs(1, 2, 3))
print(pairUp(1, "a", with: true, 2.5))
print(wrapAll(1, "x"))
let b = Bundle(items: (1, "q"))
print(b.items.1)
print(type(of: b))
print(type(of: pairUp(1, with: "z")))
// expect: 1: Int
// expect: two: String
// expect: 3.0: Double
// expect: [4]: Array<Int>
// expect: 0 3
// expect: ((1, true), ("a", 2.5))
// expect: (Optional(1), Optional("x"))
// expect: q
// expect: Bundle<Pack{Int, String}>
// expect: (Int, String)
