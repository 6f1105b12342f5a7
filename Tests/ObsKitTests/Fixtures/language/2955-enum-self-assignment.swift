// Compiler test style: mutating enum methods that assign a new case to self
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
var ovenLight = TriStateSwitch.low
var states: [String] = []
for _ in 0..<5 {
    states.append("\(ovenLight)")
    ovenLight.next()
}
print(states.joined(separator: " -> "))
enum TrafficLight: String {
    case red, yellow, green
    mutating func advance(times: Int) {
        for _ in 0..<times {
            switch self {
            case .red: self = .green
            case .green: self = .yellow
            case .yellow: self = .red
            }
        }
    }
}
var light = TrafficLight.red
light.advance(times: 1)
print(light.rawValue)
light.advance(times: 4)
print(light.rawValue)
enum Score {
    case none
    case points(Int)
    mutating func add(_ n: Int) {
        switch self {
        case .none: self = .points(n)
        case .points(let p): self = .points(p + n)
        }
    }
}
var score = Score.none
score.add(3)
score.add(4)
if case .points(let total) = score { print("total", total) }
print(score)
// expect: low -> high -> off -> low -> high
// expect: green
// expect: yellow
// expect: total 7
// expect: points(7)
