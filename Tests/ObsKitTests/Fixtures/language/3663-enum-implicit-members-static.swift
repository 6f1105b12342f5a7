// Compiler test style: enum implicit members, static factory methods, and optional implicit member chains
enum Direction: String, CaseIterable {
    case north, south, east, west
    static var `default`: Direction { .north }
    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
    }
}
struct Step: CustomStringConvertible {
    var dir: Direction
    var count: Int = 1
    static func forward(_ n: Int) -> Step { Step(dir: .north, count: n) }
    static let none = Step(dir: .default, count: 0)
    var description: String { "\(dir.rawValue)x\(count)" }
}

func walk(_ steps: [Step]) -> String { steps.map(\.description).joined(separator: ",") }
print(walk([.forward(2), .none, .init(dir: .east), .init(dir: .west, count: 3)]))
let d: Direction = .default
print(d, d.opposite, Direction.default.opposite.opposite)
let maybe: Direction? = .east
print(maybe == .east, maybe != .west, maybe?.opposite == .west)
switch maybe {
case .some(.east): print("matched some east")
default: print("other")
}
let list: [Direction?] = [.north, nil, .west]
print(list.map { $0?.rawValue ?? "nil" })
print(Direction.allCases.map(\.opposite.rawValue))
let first: Step? = .forward(4)
print(first?.dir == .north, first?.count ?? 0)
let sorted = Direction.allCases.sorted { $0.rawValue < $1.rawValue }
print(sorted)
print(Direction(rawValue: "south") == .south, Direction(rawValue: "up") == nil)
// expect: northx2,northx0,eastx1,westx3
// expect: north south north
// expect: true true true
// expect: matched some east
// expect: ["north", "nil", "west"]
// expect: ["south", "north", "west", "east"]
// expect: true 4
// expect: [main.Direction.east, main.Direction.north, main.Direction.south, main.Direction.west]
// expect: true true
