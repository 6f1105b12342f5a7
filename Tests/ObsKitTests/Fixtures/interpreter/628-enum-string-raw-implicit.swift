// String raw values default to the case name unless given explicitly.
enum Direction: String {
    case north, south
    case east = "E"
    case west = "W"
}
print(Direction.north.rawValue, Direction.south.rawValue, Direction.east.rawValue, Direction.west.rawValue)
let d = Direction.east
print(d)
print("\(d) has raw value \(d.rawValue)")
print(Direction(rawValue: "W") == .west, Direction(rawValue: "west") == nil)

// expect: north south E W
// expect: east
// expect: east has raw value E
// expect: true true
