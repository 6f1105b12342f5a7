// Compiler test style: subscripts declared in protocols and provided by protocol extensions
protocol Indexed {
    associatedtype Item
    var count: Int { get }
    subscript(position: Int) -> Item { get }
}
extension Indexed {
    subscript(wrapping position: Int) -> Item {
        let m = position % count
        return self[m < 0 ? m + count : m]
    }
    subscript(from start: Int, take n: Int = 2) -> [Item] {
        (0..<n).map { self[wrapping: start + $0] }
    }
}

struct Ring: Indexed {
    let values: [String]
    var count: Int { values.count }
    subscript(position: Int) -> String { values[position] }
}
let ring = Ring(values: ["n", "e", "s", "w"])
print(ring[1], ring[wrapping: 5], ring[wrapping: -1])
print(ring[from: 3], ring[from: 2, take: 5])

struct Squares: Indexed {
    let count: Int
    subscript(position: Int) -> Int { position * position }
}
let sq = Squares(count: 5)
print(sq[wrapping: 7], sq[from: 4, take: 3])

func firstTwo<I: Indexed>(_ i: I) -> [I.Item] { i[from: 0] }
print(firstTwo(ring), firstTwo(sq))

protocol Settable {
    subscript(key: String) -> Int { get set }
}
struct Store: Settable {
    private var d: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { d[key] ?? 0 }
        set { d[key] = newValue }
    }
    var keys: [String] { d.keys.sorted() }
}
func bumpAll<S: Settable>(_ s: inout S, _ keys: [String]) {
    for k in keys { s[k] += 1 }
}
var store = Store()
bumpAll(&store, ["a", "b", "a"])
store["c"] = 7
print(store.keys, store["a"], store["b"], store["c"], store["z"])
var existential: Settable = store
existential["a"] += 100
print(existential["a"], store["a"])
// expect: e e w
// expect: ["w", "n"] ["s", "w", "n", "e", "s"]
// expect: 4 [16, 0, 1]
// expect: ["n", "e"] [0, 1]
// expect: ["a", "b", "c"] 2 1 7 0
// expect: 102 2
