// Compiler test style: Hashable/Equatable synthesis versus custom ==/hash(into:) in Set and Dictionary
struct Coord: Hashable {
    var x: Int
    var y: Int
}

struct CaseInsensitive: Hashable, CustomStringConvertible {
    let raw: String
    var description: String { raw }
    static func == (l: CaseInsensitive, r: CaseInsensitive) -> Bool {
        l.raw.lowercased() == r.raw.lowercased()
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(raw.lowercased())
    }
}

struct Versioned: Hashable {
    var id: Int
    var version: Int
    var note: String
    static func == (l: Versioned, r: Versioned) -> Bool { l.id == r.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum Shape: Hashable {
    case circle(radius: Int)
    case square(side: Int)
    case empty
}

let coords: Set<Coord> = [Coord(x: 1, y: 2), Coord(x: 1, y: 2), Coord(x: 2, y: 1)]
print(coords.count)
print(coords.sorted { ($0.x, $0.y) < ($1.x, $1.y) }.map { "(\($0.x),\($0.y))" })
print(Coord(x: 0, y: 0) == Coord(x: 0, y: 0), Coord(x: 0, y: 1) == Coord(x: 1, y: 0))

var words = Set<CaseInsensitive>()
for w in ["Apple", "APPLE", "banana", "apple", "Banana", "cherry"] {
    let (inserted, member) = words.insert(CaseInsensitive(raw: w))
    print(w, inserted, member)
}
print(words.map(\.raw).sorted())

var latest: [Versioned: String] = [:]
latest[Versioned(id: 1, version: 1, note: "first")] = "v1"
latest[Versioned(id: 1, version: 2, note: "second")] = "v2"
latest[Versioned(id: 2, version: 1, note: "other")] = "w1"
print(latest.count)
for key in latest.keys.sorted(by: { $0.id < $1.id }) {
    print(key.id, key.version, key.note, latest[key]!)
}

var shapeCounts: [Shape: Int] = [:]
for s in [Shape.circle(radius: 1), .square(side: 2), .circle(radius: 1), .empty, .circle(radius: 3), .empty] {
    shapeCounts[s, default: 0] += 1
}
let described = shapeCounts.map { "\($0.key)=\($0.value)" }.sorted()
print(described)
print(Set([Shape.empty, .empty]).count)
let u = Set([1, 2, 3]).union([3, 4]).sorted()
let i = Set([1, 2, 3]).intersection([2, 3, 9]).sorted()
let d = Set([1, 2, 3]).symmetricDifference([3, 4]).sorted()
print(u, i, d)
print(Set(["a", "b"]).isSubset(of: ["a", "b", "c"]), Set([1]).isDisjoint(with: [2]))

// expect: 2
// expect: ["(1,2)", "(2,1)"]
// expect: true false
// expect: Apple true Apple
// expect: APPLE false Apple
// expect: banana true banana
// expect: apple false Apple
// expect: Banana false banana
// expect: cherry true cherry
// expect: ["Apple", "banana", "cherry"]
// expect: 2
// expect: 1 1 first v2
// expect: 2 1 other w1
// expect: ["circle(radius: 1)=2", "circle(radius: 3)=1", "empty=2", "square(side: 2)=1"]
// expect: 1
// expect: [1, 2, 3, 4] [2, 3] [1, 2, 4]
// expect: true true
