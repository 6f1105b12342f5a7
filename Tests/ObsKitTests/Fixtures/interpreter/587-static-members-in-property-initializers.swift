// A stored property's initial value may name the type's static members and cases without the type's name,
// as Swift's unqualified lookup finds them there: an instance property from a static factory or constant,
// a static property from another static, an enum's static from a case. A lazy property sees `self` instead.
// Expected output from swiftc on this machine.
struct Board {
    static let side = 3
    static let cells = side * side
    static func emptyGrid() -> [[Character]] { Array(repeating: Array(repeating: ".", count: side), count: side) }
    var grid = emptyGrid()
    var moves = cells
    lazy var summary = "\(grid.count)x\(Self.side) with \(moves) moves left"
}
var board = Board()
print(Board.cells, board.grid.count, board.moves, board.summary)

final class Clock {
    private static func startOfDay() -> Int { 7 * 60 }
    static var defaultWake: Int { startOfDay() + 30 }
    var wake = defaultWake
    var alarms = [defaultWake, defaultWake + 10]
}
let clock = Clock()
print(clock.wake, clock.alarms)

enum Mode: String {
    case light, dark
    static let fallback = light
    static let all = [light, dark]
}
print(Mode.fallback, Mode.all.map(\.rawValue))
let side = 100
struct Shadowed { static let side = 2; var area = side * side }
print(Shadowed().area)

// expect: 9 3 9 3x3 with 9 moves left
// expect: 450 [450, 460]
// expect: light ["light", "dark"]
// expect: 4
