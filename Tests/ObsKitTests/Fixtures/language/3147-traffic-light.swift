// App code style: traffic light state machine with CaseIterable cycling, durations and a mutating next()
enum Light: String, CaseIterable, CustomStringConvertible {
    case red, green, yellow

    var duration: Int {
        switch self {
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        }
    }

    var description: String { rawValue.uppercased() }

    mutating func next() {
        let all = Self.allCases
        let index = all.firstIndex(of: self)!
        self = all[(index + 1) % all.count]
    }
}

struct Intersection {
    var northSouth = Light.green
    var eastWest = Light.red
    private(set) var elapsed = 0

    mutating func advance() {
        elapsed += northSouth == .red ? eastWest.duration : northSouth.duration
        switch (northSouth, eastWest) {
        case (.green, _): northSouth.next()
        case (.yellow, _): northSouth.next(); eastWest.next()
        case (.red, .green): eastWest.next()
        case (.red, .yellow): eastWest.next(); northSouth.next()
        default: break
        }
    }

    var isSafe: Bool { northSouth == .red || eastWest == .red }
}

var crossing = Intersection()
print("t=0 NS=\(crossing.northSouth) EW=\(crossing.eastWest)")
for _ in 1...5 {
    crossing.advance()
    print("t=\(crossing.elapsed) NS=\(crossing.northSouth) EW=\(crossing.eastWest) safe=\(crossing.isSafe)")
}
var light = Light.yellow
light.next()
print("after yellow comes \(light)")
print("cycle length: \(Light.allCases.map(\.duration).reduce(0, +))s")
// expect: t=0 NS=GREEN EW=RED
// expect: t=25 NS=YELLOW EW=RED safe=true
// expect: t=30 NS=RED EW=GREEN safe=true
// expect: t=55 NS=RED EW=YELLOW safe=true
// expect: t=60 NS=GREEN EW=RED safe=true
// expect: t=85 NS=YELLOW EW=RED safe=true
// expect: after yellow comes RED
// expect: cycle length: 60s
