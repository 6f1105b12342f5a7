// Methods: instance, mutating (including assigning self), static and class methods
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Cursor: CustomStringConvertible {
    var line = 1, column = 1
    var description: String { "L\(line):C\(column)" }

    mutating func advance(lines: Int = 0, columns: Int) {
        line += lines
        column = lines > 0 ? 1 + columns : column + columns
    }
    mutating func home() { self = Cursor() }
    func isBefore(_ other: Cursor) -> Bool { (line, column) < (other.line, other.column) }
    static func furthest(_ cursors: Cursor...) -> Cursor {
        cursors.max { $0.isBefore($1) } ?? Cursor()
    }
}

var cur = Cursor()
cur.advance(columns: 4)
cur.advance(lines: 2, columns: 3)
print(cur, cur.isBefore(Cursor(line: 3, column: 9)))
print(Cursor.furthest(cur, Cursor(line: 3, column: 1), Cursor(line: 1, column: 80)))
cur.home()
print(cur)

enum Traffic {
    case red, green, amber
    mutating func cycle() {
        switch self {
        case .red: self = .green
        case .green: self = .amber
        case .amber: self = .red
        }
    }
}
var signal = Traffic.green
var seen: [String] = []
for _ in 0..<4 { signal.cycle(); seen.append("\(signal)") }
print(seen)

struct Achievements {
    static private(set) var bestStreak = 0
    var streak = 0
    static func report(_ s: Int) { bestStreak = max(bestStreak, s) }
    static func isRecord(_ s: Int) -> Bool { s > bestStreak }
    @discardableResult
    mutating func win() -> Bool {
        streak += 1
        let record = Achievements.isRecord(streak)
        Achievements.report(streak)
        return record
    }
    mutating func lose() { streak = 0 }
}
var me = Achievements()
Achievements.report(2)
print(me.win(), me.win(), me.win(), Achievements.bestStreak)
me.lose()
me.win()
print(me.streak, Achievements.bestStreak)

class Sensor {
    class func unit() -> String { "raw" }
    static func label() -> String { "reading in \(unit())" }
    func show(_ v: Int) -> String { "\(v) \(type(of: self).unit())" }
}
class Thermometer: Sensor {
    override class func unit() -> String { "°C" }
}
print(Sensor.label(), "/", Thermometer.label())
print(Thermometer().show(21), "/", Sensor().show(7))
let curried: (Cursor) -> (Cursor) -> Bool = Cursor.isBefore
print(curried(Cursor(line: 1, column: 2))(Cursor(line: 2, column: 1)))
// expect: L3:C4 true
// expect: L3:C4
// expect: L1:C1
// expect: ["amber", "red", "green", "amber"]
// expect: false false true 3
// expect: 1 3
// expect: reading in raw / reading in °C
// expect: 21 °C / 7 raw
// expect: true
