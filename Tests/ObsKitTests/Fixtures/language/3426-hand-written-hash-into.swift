// Swift book style: hand-written hash(into:) consistent with a custom ==, Hashable keys in Set and Dictionary (sorted before printing), set algebra
struct GridPoint: Hashable {
    var x: Int, y: Int
}

struct UnorderedPair: Hashable, CustomStringConvertible {
    let a: String, b: String
    static func == (l: Self, r: Self) -> Bool {
        (l.a == r.a && l.b == r.b) || (l.a == r.b && l.b == r.a)
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(min(a, b))
        hasher.combine(max(a, b))
    }
    var description: String { "{\(min(a, b)),\(max(a, b))}" }
}

struct Tagged: Hashable {
    let id: Int
    let note: String
    static func == (l: Tagged, r: Tagged) -> Bool { l.id == r.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}

let visited: Set<GridPoint> = [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 0, y: 0)]
print(visited.count, visited.contains(GridPoint(x: 1, y: 0)))
let more: Set = [GridPoint(x: 1, y: 0), GridPoint(x: 2, y: 2)]
let key: (GridPoint) -> [Int] = { [$0.x, $0.y] }
print(visited.union(more).map(key).sorted { $0.lexicographicallyPrecedes($1) })
print(visited.intersection(more).map(key), visited.subtracting(more).map(key))
print(visited.isDisjoint(with: more), visited.symmetricDifference(more).count)

let pairs = [UnorderedPair(a: "x", b: "y"), UnorderedPair(a: "y", b: "x"), UnorderedPair(a: "x", b: "z")]
print(pairs[0] == pairs[1], pairs[0].hashValue == pairs[1].hashValue)
let unique = Set(pairs)
print(unique.count, unique.map(\.description).sorted())

var edges: [UnorderedPair: Int] = [:]
for (p, w) in zip(pairs, [3, 4, 5]) { edges[p, default: 0] += w }
for (p, w) in edges.sorted(by: { $0.key.description < $1.key.description }) { print(p, w) }

var notes = Set<Tagged>()
print(notes.insert(Tagged(id: 1, note: "first")).inserted)
let r = notes.insert(Tagged(id: 1, note: "second"))
print(r.inserted, r.memberAfterInsert.note)
notes.update(with: Tagged(id: 1, note: "third"))
print(notes.first!.note, notes.count)
var h1 = Hasher(), h2 = Hasher()
h1.combine(GridPoint(x: 3, y: 4)); h2.combine(GridPoint(x: 3, y: 4))
print(h1.finalize() == h2.finalize())
// expect: 2 true
// expect: [[0, 0], [1, 0], [2, 2]]
// expect: [[1, 0]] [[0, 0]]
// expect: false 2
// expect: true true
// expect: 2 ["{x,y}", "{x,z}"]
// expect: {x,y} 7
// expect: {x,z} 5
// expect: true
// expect: false first
// expect: third 1
// expect: true
