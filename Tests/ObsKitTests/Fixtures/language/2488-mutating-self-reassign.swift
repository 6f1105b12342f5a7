// Compiler test style: mutating methods that reassign self in structs and enums
enum TrafficLight: String {
  case red, green, yellow
  mutating func advance() {
    switch self {
    case .red: self = .green
    case .green: self = .yellow
    case .yellow: self = .red
    }
  }
}

enum Toggle {
  case off, on
  mutating func flip() { self = (self == .on) ? .off : .on }
}

struct Range2D {
  var lower: Int
  var upper: Int
  mutating func normalize() {
    if lower > upper { self = Range2D(lower: upper, upper: lower) }
  }
  mutating func widen(by n: Int) -> Range2D {
    let before = self
    lower -= n
    upper += n
    return before
  }
}

var light = TrafficLight.red
var history: [String] = []
for _ in 0..<4 {
  history.append(light.rawValue)
  light.advance()
}
print(history.joined(separator: " -> "), "now", light.rawValue)

var switches: [Toggle] = [.off, .on, .off]
for i in switches.indices { switches[i].flip() }
print(switches.map { $0 == .on ? 1 : 0 })
switches[1].flip()
print(switches.map { $0 == .on ? 1 : 0 })

var r = Range2D(lower: 9, upper: 2)
r.normalize()
print(r.lower, r.upper)
let before = r.widen(by: 3)
print(before.lower, before.upper, r.lower, r.upper)

var ranges = [Range2D(lower: 5, upper: 1), Range2D(lower: 0, upper: 4)]
for i in ranges.indices { ranges[i].normalize() }
_ = ranges[0].widen(by: 1)
print(ranges.map { "\($0.lower)...\($0.upper)" })

var lights: [String: TrafficLight] = ["north": .red, "south": .yellow]
lights["north"]?.advance()
lights["south"]!.advance()
lights["west"]?.advance()
print(lights.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" })

var optionalLight: TrafficLight? = .green
optionalLight?.advance()
print(optionalLight!.rawValue)
// expect: red -> green -> yellow -> red now green
// expect: [1, 0, 1]
// expect: [1, 1, 1]
// expect: 2 9
// expect: 2 9 -1 12
// expect: ["0...6", "0...4"]
// expect: ["north:green", "south:red"]
// expect: yellow
