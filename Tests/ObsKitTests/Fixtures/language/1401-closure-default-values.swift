// Initialization: default property values computed by closures that run once per instance, before the initializer body.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct SeatMap {
    let rows = 4, seatsPerRow = 6
    let layout: [Bool] = {
        var seats: [Bool] = []
        for row in 0..<4 {
            for seat in 0..<6 { seats.append((row + seat) % 3 == 0) }
        }
        return seats
    }()
    func isTaken(row: Int, seat: Int) -> Bool { layout[row * seatsPerRow + seat] }
    var picture: [String] {
        (0..<rows).map { r in String((0..<seatsPerRow).map { isTaken(row: r, seat: $0) ? "X" : "_" }) }
    }
}
let map = SeatMap()
for line in map.picture { print(line) }
print(map.isTaken(row: 0, seat: 0), map.isTaken(row: 3, seat: 5), map.layout.filter { $0 }.count)
var made = 0
final class Session {
    let token: String = {
        made += 1
        print("making token \(made)")
        return "tok-\(made)"
    }()
    let createdOrder: Int
    init() {
        createdOrder = made
        print("init body sees token", token)
    }
}
let first = Session()
let second = Session()
print(first.token, second.token, first.createdOrder, second.createdOrder)
struct Palette {
    static let base = ["red", "green"]
    var colors: [String] = {
        Palette.base.map { $0.uppercased() }
    }()
    lazy var count: Int = colors.count
}
var palette = Palette()
palette.colors.append("BLUE")
print(palette.colors, palette.count)

// expect: X__X__
// expect: __X__X
// expect: _X__X_
// expect: X__X__
// expect: true false 8
// expect: making token 1
// expect: init body sees token tok-1
// expect: making token 2
// expect: init body sees token tok-2
// expect: tok-1 tok-2 1 2
// expect: ["RED", "GREEN", "BLUE"] 3
