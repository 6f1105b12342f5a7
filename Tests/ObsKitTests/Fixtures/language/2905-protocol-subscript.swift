// Compiler test style: subscript requirements in protocols with default implementations in extensions
protocol Indexable {
    associatedtype Item
    var count: Int { get }
    subscript(position: Int) -> Item { get }
}

extension Indexable {
    subscript(wrapping position: Int) -> Item {
        self[((position % count) + count) % count]
    }
    subscript(positions: Int...) -> [Item] {
        positions.map { self[$0] }
    }
}

struct Ring: Indexable {
    let items: [String]
    var count: Int { items.count }
    subscript(position: Int) -> String { items[position] }
}

struct Squares: Indexable {
    let count: Int
    subscript(position: Int) -> Int { position * position }
}

let ring = Ring(items: ["a", "b", "c", "d"])
print(ring[1], ring[wrapping: 5], ring[wrapping: -1])
print(ring[0, 2, 3])

let sq = Squares(count: 10)
print(sq[7], sq[wrapping: 13])
print(sq[1, 2, 3, 4])

protocol Store {
    subscript(key: String) -> Int { get set }
}
struct Counter: Store {
    var storage: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { storage[key] ?? 0 }
        set { storage[key] = newValue }
    }
}
func bump<S: Store>(_ s: inout S, _ k: String) { s[k] += 1 }
var c = Counter()
bump(&c, "x"); bump(&c, "x"); bump(&c, "y")
print(c["x"], c["y"], c["z"])

// expect: b b d
// expect: ["a", "c", "d"]
// expect: 49 9
// expect: [1, 4, 9, 16]
// expect: 2 1 0
