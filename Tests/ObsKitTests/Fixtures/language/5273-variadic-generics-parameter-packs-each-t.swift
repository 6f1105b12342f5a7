// Evolution proposal style (SE-0393, SE-0398): variadic generics with parameter packs (each T), simple cases
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var result: [String] = []
    for v in repeat each values { result.append("\(v)") }
    return result
}
print(describeAll(1, "two", 3.0, true))
print(describeAll())
func count<each T>(_ values: repeat each T) -> Int {
    var n = 0
    for _ in repeat each values { n += 1 }
    return n
}
print(count(1, 2, 3), count("a"), count())
func makeTuple<each T>(_ v: repeat each T) -> (repeat each T) { (repeat each v) }
let tup = makeTuple(1, "x", 2.5)
print(tup, tup.1)
func wrapAll<each T>(_ v: repeat each T) -> (repeat Optional<each T>) { (repeat Optional(each v)) }
print(wrapAll(1, "s"))
func typeNames<each T>(_ v: repeat each T) -> [String] {
    var names: [String] = []
    repeat names.append(String(describing: (each T).self))
    return names
}
print(typeNames(1, "s", [1.0], Optional(3)))
func allEqual<each T: Equatable>(_ lhs: repeat each T, to rhs: repeat each T) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) { if l != r { return false } }
    return true
}
print(allEqual(1, "a", to: 2, "a"))
print(allEqual(1, "a", to: 1, "a"))
struct Holder<each T> {
    var items: (repeat each T)
    init(_ i: repeat each T) { items = (repeat each i) }
    func show() -> String { describeAll(repeat each items).joined(separator: ",") }
}
print(Holder(1, "b", false).show())
print(Holder<Int, String>(7, "q").items)
func applyTwice<each T: Numeric>(_ v: repeat each T) -> (repeat each T) { (repeat (each v) * 2) }
print(applyTwice(3, 1.5, Int8(4)))

// expect: ["1", "two", "3.0", "true"]
// expect: []
// expect: 3 1 0
// expect: (1, "x", 2.5) x
// expect: (Optional(1), Optional("s"))
// expect: ["Int", "String", "Array<Double>", "Optional<Int>"]
// expect: false
// expect: true
// expect: 1,b,false
// expect: (7, "q")
// expect: (6, 3.0, 8)
