// Compiler test style: generic subscripts with constraints and inferred result types
struct Bag {
    private var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key: String, default value: T) -> T {
        (storage[key] as? T) ?? value
    }
}
var bag = Bag()
bag["count"] = 3
bag["name"] = "widget"
let count: Int? = bag["count"]
let name: String? = bag["name"]
let wrong: String? = bag["count"]
print(count ?? -1, name ?? "?", wrong ?? "nil")
print(bag["missing", default: 99], bag["name", default: "none"], bag["count", default: "str"])

struct Grid<Element> {
    var items: [Element]
    subscript<Indices: Sequence>(picking indices: Indices) -> [Element] where Indices.Element == Int {
        indices.map { items[$0] }
    }
    subscript<R>(transform f: (Element) -> R) -> [R] {
        items.map(f)
    }
}
let g = Grid(items: ["a", "b", "c", "d", "e"])
print(g[picking: [4, 0, 2]])
print(g[picking: stride(from: 0, to: 5, by: 2)])
print(g[picking: (1...3).reversed()])
print(g[transform: { $0.uppercased() + "!" }])
print(g[transform: { $0 == "c" }])

extension Dictionary where Value: Numeric {
    subscript<S: Sequence>(sumOf keys: S) -> Value where S.Element == Key {
        keys.reduce(0) { $0 + (self[$1] ?? 0) }
    }
}
let prices = ["apple": 3, "pear": 4, "fig": 10]
print(prices[sumOf: ["apple", "fig"]], prices[sumOf: ["kiwi"]], prices[sumOf: prices.keys])

protocol Shape { var area: Double { get } }
struct Sq: Shape { let s: Double; var area: Double { s * s } }
struct Rect: Shape { let w, h: Double; var area: Double { w * h } }
struct Canvas {
    var shapes: [Shape]
    subscript<T: Shape>(all type: T.Type) -> [T] { shapes.compactMap { $0 as? T } }
}
let canvas = Canvas(shapes: [Sq(s: 2), Rect(w: 1, h: 3), Sq(s: 3)])
print(canvas[all: Sq.self].map(\.area), canvas[all: Rect.self].count)
// expect: 3 widget nil
// expect: 99 widget str
// expect: ["e", "a", "c"]
// expect: ["a", "c", "e"]
// expect: ["d", "c", "b"]
// expect: ["A!", "B!", "C!", "D!", "E!"]
// expect: [false, false, true, false, false]
// expect: 13 0 17
// expect: [4.0, 9.0] 1
