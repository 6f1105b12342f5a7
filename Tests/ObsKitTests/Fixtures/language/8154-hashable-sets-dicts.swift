// Course exercise: Hashable conformances used as Set elements and Dictionary keys
struct GridPoint: Hashable {
    let x: Int
    let y: Int
}

struct Employee: Hashable {
    let badge: Int
    var name: String
    var team: String

    static func == (lhs: Employee, rhs: Employee) -> Bool {
        lhs.badge == rhs.badge
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(badge)
    }
}

enum Direction: Hashable {
    case north, south, east, west
}

var visited: Set<GridPoint> = []
var position = GridPoint(x: 0, y: 0)
let moves: [Direction] = [.north, .east, .south, .west, .north, .north]
visited.insert(position)
for move in moves {
    switch move {
    case .north: position = GridPoint(x: position.x, y: position.y + 1)
    case .south: position = GridPoint(x: position.x, y: position.y - 1)
    case .east: position = GridPoint(x: position.x + 1, y: position.y)
    case .west: position = GridPoint(x: position.x - 1, y: position.y)
    }
    visited.insert(position)
}
print("moves: \(moves.count), distinct points: \(visited.count)")
print("visited (0,2): \(visited.contains(GridPoint(x: 0, y: 2)))")

var counts: [Direction: Int] = [:]
for move in moves {
    counts[move, default: 0] += 1
}
print("north count: \(counts[.north]!), west count: \(counts[.west]!)")

var staff: Set<Employee> = [
    Employee(badge: 1, name: "Kim", team: "iOS"),
    Employee(badge: 2, name: "Lee", team: "Web"),
]
let (inserted, _) = staff.insert(Employee(badge: 1, name: "Kimberly", team: "Android"))
print("inserted duplicate badge: \(inserted)")
print("staff size: \(staff.count)")
let sortedNames = staff.map(\.name).sorted()
print("names: \(sortedNames)")

let a: Set = [1, 2, 3, 4]
let b: Set = [3, 4, 5]
print("union: \(a.union(b).sorted()), intersection: \(a.intersection(b).sorted())")
print("a minus b: \(a.subtracting(b).sorted()), disjoint: \(a.isDisjoint(with: [9]))")

// expect: moves: 6, distinct points: 5
// expect: visited (0,2): true
// expect: north count: 3, west count: 1
// expect: inserted duplicate badge: false
// expect: staff size: 2
// expect: names: ["Kim", "Lee"]
// expect: union: [1, 2, 3, 4, 5], intersection: [3, 4]
// expect: a minus b: [1, 2], disjoint: true
