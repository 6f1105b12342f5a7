// Apple docs style (Hashable): custom hash(into:) and use as keys
struct GridPoint: Hashable, CustomStringConvertible {
    var x: Int
    var y: Int
    var description: String { "(\(x), \(y))" }
}

var tappedPoints: Set = [GridPoint(x: 2, y: 3), GridPoint(x: 4, y: 1)]
let nextTap = GridPoint(x: 0, y: 1)
if tappedPoints.contains(nextTap) {
    print("Already tapped at \(nextTap).")
} else {
    tappedPoints.insert(nextTap)
    print("New tap detected at \(nextTap).")
}
print("tapped:", tappedPoints.sorted { ($0.x, $0.y) < ($1.x, $1.y) })

struct Employee: Hashable {
    let id: Int
    var name: String
    var title: String
    static func == (a: Employee, b: Employee) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
var staff: Set<Employee> = []
staff.insert(Employee(id: 1, name: "Ama", title: "Engineer"))
let dup = staff.insert(Employee(id: 1, name: "Ama B.", title: "Manager"))
print("inserted duplicate id:", dup.inserted, "kept:", dup.memberAfterInsert.name)
let updated = staff.update(with: Employee(id: 1, name: "Ama B.", title: "Manager"))
print("update replaced:", updated?.title ?? "nil", "now:", staff.first!.title)

var visits: [GridPoint: Int] = [:]
let path = [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 1), GridPoint(x: 0, y: 0)]
for p in path { visits[p, default: 0] += 1 }
for p in visits.keys.sorted(by: { ($0.x, $0.y) < ($1.x, $1.y) }) {
    print("\(p) visited \(visits[p]!)x")
}

enum Suit: Hashable { case hearts, spades }
struct Card: Hashable { let rank: Int; let suit: Suit }
let hand = [Card(rank: 10, suit: .hearts), Card(rank: 10, suit: .hearts), Card(rank: 3, suit: .spades)]
print("unique cards:", Set(hand).count)

let a = GridPoint(x: 5, y: 5)
let b = GridPoint(x: 5, y: 5)
var h1 = Hasher(); h1.combine(a)
var h2 = Hasher(); h2.combine(b)
print("hasher finalize equal:", h1.finalize() == h2.finalize())

struct Pair<T: Hashable, U: Hashable>: Hashable { let first: T; let second: U }
let pairs: Set = [Pair(first: "a", second: 1), Pair(first: "a", second: 1), Pair(first: "b", second: 2)]
print("generic pairs:", pairs.count, pairs.contains(Pair(first: "b", second: 2)))
let tupleKeyed = Dictionary(uniqueKeysWithValues: [(GridPoint(x: 9, y: 9), "corner")])
print("single-entry dict:", tupleKeyed)
print("AnyHashable mix:", Set<AnyHashable>([1, "1", 1]).count)
// expect: New tap detected at (0, 1).
// expect: tapped: [(0, 1), (2, 3), (4, 1)]
// expect: inserted duplicate id: false kept: Ama
// expect: update replaced: Engineer now: Manager
// expect: (0, 0) visited 3x
// expect: (1, 0) visited 1x
// expect: (1, 1) visited 1x
// expect: unique cards: 2
// expect: hasher finalize equal: true
// expect: generic pairs: 2 true
// expect: single-entry dict: [(9, 9): "corner"]
// expect: AnyHashable mix: 2
