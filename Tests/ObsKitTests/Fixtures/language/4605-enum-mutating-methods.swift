// Swift book style: enum methods and mutating methods
enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var oven = TriStateSwitch.low
for _ in 0..<4 {
    oven.next()
    print(oven)
}

enum Direction: CaseIterable {
    case north, east, south, west

    mutating func turnRight() {
        let all = Direction.allCases
        self = all[(all.firstIndex(of: self)! + 1) % 4]
    }
    mutating func turnLeft() {
        let all = Direction.allCases
        self = all[(all.firstIndex(of: self)! + 3) % 4]
    }
    var opposite: Direction {
        var d = self
        d.turnRight(); d.turnRight()
        return d
    }
    func offset() -> (dx: Int, dy: Int) {
        switch self {
        case .north: return (0, 1)
        case .east: return (1, 0)
        case .south: return (0, -1)
        case .west: return (-1, 0)
        }
    }
}

var heading = Direction.north
var pos = (x: 0, y: 0)
for step in "FFRFFLFRRF" {
    switch step {
    case "F":
        let o = heading.offset()
        pos.x += o.dx; pos.y += o.dy
    case "R": heading.turnRight()
    case "L": heading.turnLeft()
    default: break
    }
}
print("at \(pos.x),\(pos.y) facing \(heading), opposite \(heading.opposite)")

// Mutating methods on enums with payloads
enum Counter {
    case idle
    case counting(Int)
    case finished(total: Int)

    mutating func tick() {
        switch self {
        case .idle: self = .counting(1)
        case .counting(let n) where n >= 3: self = .finished(total: n)
        case .counting(let n): self = .counting(n + 1)
        case .finished: break
        }
    }
    mutating func reset() { self = .idle }
    var summary: String {
        switch self {
        case .idle: return "idle"
        case .counting(let n): return "counting \(n)"
        case .finished(let t): return "done after \(t)"
        }
    }
}
var c = Counter.idle
var trace: [String] = []
for _ in 0..<6 {
    c.tick()
    trace.append(c.summary)
}
print(trace.joined(separator: " -> "))
c.reset()
print(c.summary)

// Static factory and instance helpers
enum Temperature {
    case celsius(Double)
    case fahrenheit(Double)

    static func freezing() -> Temperature { .celsius(0) }
    var inCelsius: Double {
        switch self {
        case .celsius(let c): return c
        case .fahrenheit(let f): return (f - 32) * 5 / 9
        }
    }
    mutating func convertToCelsius() { self = .celsius(inCelsius) }
}
var t = Temperature.fahrenheit(212)
print(t.inCelsius)
t.convertToCelsius()
if case .celsius(let v) = t { print("now celsius \(v)") }
print(Temperature.freezing().inCelsius)
// expect: high
// expect: off
// expect: low
// expect: high
// expect: at 2,2 facing south, opposite north
// expect: counting 1 -> counting 2 -> counting 3 -> done after 3 -> done after 3 -> done after 3
// expect: idle
// expect: 100.0
// expect: now celsius 100.0
// expect: 0.0
