// Compiler test style (parameter packs): each/repeat generic functions and types, pack expansion in tuples, iteration over packs and same-shape requirements
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each values { out.append("\(type(of: v))=\(v)") }
    return out
}
print(describeAll(1, "two", 3.0, [4]))
print(describeAll())

func countPack<each T>(_ values: repeat each T) -> Int {
    var n = 0
    for _ in repeat each values { n += 1 }
    return n
}
print(countPack(), countPack(1), countPack(1, "a", nil as Int?))

func wrapAll<each T>(_ values: repeat each T) -> (repeat Optional<each T>) { (repeat Optional(each values)) }
let wrapped = wrapAll(1, "x")
print(wrapped.0 as Any, wrapped.1 as Any)

func zipPairs<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}
let z = zipPairs(1, "s", with: true, 2.5)
print(z.0, z.1)

func applyAll<each T, R>(_ f: (repeat each T) -> R, _ args: repeat each T) -> R { f(repeat each args) }
print(applyAll({ (a: Int, b: Int, c: Int) in a * b + c }, 3, 4, 5), applyAll({ "no args" }))

struct Row<each Column> {
    var columns: (repeat each Column)
    init(_ c: repeat each Column) { columns = (repeat each c) }
    func cells() -> [String] {
        var out: [String] = []
        for c in repeat each columns { out.append(String(describing: c)) }
        return out
    }
}
let row = Row(1, "name", true)
print(row.cells(), row.columns.1)
print(type(of: row))

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) { if l != r { return false } }
    return true
}
print(allEqual((1, "a"), (1, "a")), allEqual((1, "a", 2.0), (1, "b", 2.0)))

func maxOfEach<each T: Comparable>(_ pairs: repeat (each T, each T)) -> (repeat each T) {
    (repeat max((each pairs).0, (each pairs).1))
}
let m = maxOfEach((1, 5), ("z", "a"), (2.5, 0.5))
print(m.0, m.1, m.2)

// expect: ["Int=1", "String=two", "Double=3.0", "Array<Int>=[4]"]
// expect: []
// expect: 0 1 3
// expect: Optional(1) Optional("x")
// expect: (1, true) ("s", 2.5)
// expect: 17 no args
// expect: ["1", "name", "true"] name
// expect: Row<Pack{Int, String, Bool}>
// expect: true false
// expect: 5 z 2.5
