// Swift Evolution style: SE-0393 value and type parameter packs (light use)
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var parts: [String] = []
    for v in repeat each value {
        parts.append("\(v)")
    }
    return parts
}

print(describeAll(1, "two", 3.0, true))
print(describeAll())
print(describeAll([1, 2], Optional<Int>.none as Any))

func countArgs<each T>(_ value: repeat each T) -> Int {
    var n = 0
    for _ in repeat each value { n += 1 }
    return n
}
print(countArgs("a", "b", "c"), countArgs(), countArgs(1, 2.5))

// Returning a tuple built from a pack
func wrapAll<each T>(_ value: repeat each T) -> (repeat Optional<each T>) {
    return (repeat Optional(each value))
}
let wrapped = wrapAll(1, "x")
print(wrapped.0 ?? 0, wrapped.1 ?? "")

// Pairwise combination of two packs of the same shape
func zipPairs<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    return (repeat (each a, each b))
}
let z = zipPairs(1, "s", with: 2.5, false)
print(z.0, z.1)

// A generic struct holding a pack
struct Row<each Column> {
    var values: (repeat each Column)
    init(_ v: repeat each Column) { values = (repeat each v) }
    func rendered(separator: String) -> String {
        var cells: [String] = []
        for c in repeat each values {
            cells.append(String(describing: c))
        }
        return cells.joined(separator: separator)
    }
}

let header = Row("id", "name", "score")
let rows = [Row(1, "Ann", 9.5), Row(2, "Ben", 7.25), Row(3, "Cat", 8.0)]
print(header.rendered(separator: " | "))
for r in rows { print(r.rendered(separator: " | ")) }

// Pack with a protocol constraint
func maxOfEach<each T: Comparable>(_ pairs: repeat (each T, each T)) -> (repeat each T) {
    return (repeat Swift.max((each pairs).0, (each pairs).1))
}
let m = maxOfEach((3, 9), ("pear", "apple"), (2.5, 1.5))
print(m.0, m.1, m.2)

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}
print(allEqual((1, "a", true), (1, "a", true)))
print(allEqual((1, "a", true), (1, "b", true)))

// expect: ["1", "two", "3.0", "true"]
// expect: []
// expect: ["[1, 2]", "nil"]
// expect: 3 0 2
// expect: 1 x
// expect: (1, 2.5) ("s", false)
// expect: id | name | score
// expect: 1 | Ann | 9.5
// expect: 2 | Ben | 7.25
// expect: 3 | Cat | 8.0
// expect: 9 pear 2.5
// expect: true
// expect: false
