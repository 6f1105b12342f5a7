// Compiler test style: enums with CaseIterable and raw values of different types — implicit raw values, init?(rawValue:), allCases order and counts
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    case jupiter = 10, saturn
}

enum Direction: String, CaseIterable {
    case north, south
    case east = "E", west = "W"
}

enum Grade: Character, CaseIterable {
    case a = "A", b = "B", c = "C", fail = "F"
}

enum Level: UInt8, CaseIterable, Comparable {
    case low = 1, mid = 5, high = 200
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}

enum Weight: Double {
    case light = 0.5, medium = 1.25, heavy = 10
}

print(Planet.allCases.map(\.rawValue))
print(Planet.allCases.count, Planet(rawValue: 3)!, Planet(rawValue: 5) as Any, Planet(rawValue: 11)!)
print(Direction.allCases.map(\.rawValue))
print(Direction(rawValue: "north")!, Direction(rawValue: "E")!, Direction(rawValue: "east") as Any)
print(Grade.allCases.map { String($0.rawValue) }.joined(), Grade(rawValue: "F")!)
print(Level.allCases.map(\.rawValue), Level.allCases.max()!, Level.low < Level.high)
print(Weight.heavy.rawValue, Weight(rawValue: 1.25)!, Weight(rawValue: 2) as Any)

// CaseIterable-based helpers.
extension CaseIterable where Self: Equatable {
    var next: Self {
        let all = Array(Self.allCases)
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
    static var count: Int { allCases.count }
}
print(Direction.north.next, Direction.west.next, Planet.saturn.next, Grade.count)

var d = Direction.south
for _ in 0..<5 { d = d.next }
print(d)

// Generic function over RawRepresentable & CaseIterable.
func table<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> String {
    E.allCases.map { "\($0)=\($0.rawValue)" }.joined(separator: ", ")
}
print(table(Planet.self))
print(table(Direction.self))
print(table(Level.self))

// Parsing raw values from input.
let inputs = ["N", "E", "W", "south"]
print(inputs.map { Direction(rawValue: $0).map { "\($0)" } ?? "?" })
let codes = [1, 2, 9, 10, 12]
print(codes.compactMap(Planet.init(rawValue:)))

// Enums without associated values are Hashable; switch exhaustively.
func isInner(_ p: Planet) -> Bool {
    switch p {
    case .mercury, .venus, .earth, .mars: return true
    case .jupiter, .saturn: return false
    }
}
print(Planet.allCases.filter(isInner).count, Set(Planet.allCases).count)
print(Dictionary(grouping: Planet.allCases, by: isInner).mapValues { $0.count }.sorted { !$0.key && $1.key })

// expect: [1, 2, 3, 4, 10, 11]
// expect: 6 earth nil saturn
// expect: ["north", "south", "E", "W"]
// expect: north east nil
// expect: ABCF fail
// expect: [1, 5, 200] high true
// expect: 10.0 medium nil
// expect: south north mercury 4
// expect: east
// expect: mercury=1, venus=2, earth=3, mars=4, jupiter=10, saturn=11
// expect: north=north, south=south, east=E, west=W
// expect: low=1, mid=5, high=200
// expect: ["?", "east", "west", "south"]
// expect: [main.Planet.mercury, main.Planet.venus, main.Planet.jupiter]
// expect: 4 6
// expect: [(key: false, value: 2), (key: true, value: 4)]
