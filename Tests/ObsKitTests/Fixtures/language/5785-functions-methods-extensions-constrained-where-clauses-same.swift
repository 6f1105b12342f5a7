// Compiler test style (generics with where clauses): functions, methods and extensions constrained with where clauses and same-type requirements
protocol Shape { var area: Double { get } ; var name: String { get } }
struct Square: Shape { var side: Double; var area: Double { side * side }; var name: String { "square" } }
struct Rect: Shape { var w: Double; var h: Double; var area: Double { w * h }; var name: String { "rect" } }

func totalArea<S: Sequence>(_ shapes: S) -> Double where S.Element: Shape {
    shapes.reduce(0) { $0 + $1.area }
}

func commonPrefix<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [A.Element]
    where A.Element == B.Element, A.Element: Equatable {
    var out: [A.Element] = []
    var it = b.makeIterator()
    for x in a {
        guard let y = it.next(), x == y else { break }
        out.append(x)
    }
    return out
}

struct Box<T> { var items: [T] }
extension Box where T: Comparable {
    var largest: T? { items.max() }
}
extension Box where T == String {
    func joined() -> String { items.joined(separator: "+") }
}
extension Box where T: Numeric {
    func sum() -> T { items.reduce(0, +) }
}

func describe<T>(_ x: T) -> String { "generic \(x)" }
func describe<T: Shape>(_ x: T) -> String { "shape \(x.name) \(x.area)" }
func describe<T: Collection>(_ x: T) -> String where T.Element == Int { "ints \(x.count)" }

print(totalArea([Square(side: 2), Square(side: 3)]))
print(totalArea([Rect(w: 1, h: 2), Rect(w: 3, h: 4)]))
print(commonPrefix([1, 2, 3, 4], [1, 2, 9]))
print(commonPrefix("swift", "swim"))
print(Box(items: [3, 9, 2]).largest ?? -1, Box(items: [3, 9, 2]).sum())
print(Box(items: ["a", "b", "c"]).joined(), Box(items: ["a", "q"]).largest ?? "")
print(Box(items: [1.5, 2.25]).sum())
print(describe(5))
print(describe(Square(side: 1.5)))
print(describe([4, 5, 6]))
print(describe(["x"]))

func pairs<K: Hashable & Comparable, V>(_ d: [K: V]) -> [(K, V)] where V: CustomStringConvertible {
    d.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}
for (k, v) in pairs(["b": 2, "a": 1, "c": 3]) { print(k, v.description) }

// expect: 13.0
// expect: 14.0
// expect: [1, 2]
// expect: ["s", "w", "i"]
// expect: 9 14
// expect: a+b+c q
// expect: 3.75
// expect: generic 5
// expect: shape square 2.25
// expect: ints 3
// expect: generic ["x"]
// expect: a 1
// expect: b 2
// expect: c 3
