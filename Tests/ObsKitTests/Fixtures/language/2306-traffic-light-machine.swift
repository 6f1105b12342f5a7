// Compiler test style: enum-driven state machine with timed transitions, mutating methods, CaseIterable cycling and history
enum Light: CaseIterable {
  case red, redAmber, green, amber

  var duration: Int {
    switch self {
    case .red: return 4
    case .redAmber: return 1
    case .green: return 3
    case .amber: return 2
    }
  }
  var lamps: String {
    switch self {
    case .red: return "R.."
    case .redAmber: return "RA."
    case .green: return "..G"
    case .amber: return ".A."
    }
  }
  mutating func advance() {
    let all = Light.allCases
    self = all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}

struct Intersection {
  private(set) var light: Light = .red
  private(set) var elapsed = 0
  private(set) var history: [Light] = [.red]
  var pedestrianWaiting = false

  mutating func tick() {
    elapsed += 1
    var limit = light.duration
    if light == .green && pedestrianWaiting { limit = 1 }
    if elapsed >= limit {
      light.advance()
      elapsed = 0
      history.append(light)
      if light == .red { pedestrianWaiting = false }
    }
  }
  var canCross: Bool { light == .red }
}

var crossing = Intersection()
var timeline = ""
for second in 0..<20 {
  if second == 12 { crossing.pedestrianWaiting = true }
  timeline += crossing.canCross ? "W" : "-"
  crossing.tick()
}
print(timeline)
print(crossing.light, crossing.elapsed, crossing.pedestrianWaiting)
print(crossing.history.map(\.lamps).joined(separator: " "))
let cycle = Light.allCases.reduce(0) { $0 + $1.duration }
print("full cycle:", cycle)
var l = Light.amber
l.advance()
print(l, l.lamps)
let counts = Dictionary(crossing.history.map { ("\($0)", 1) }, uniquingKeysWith: +)
for key in counts.keys.sorted() { print(key, counts[key]!) }

// expect: WWWW------WWWW----WW
// expect: red 2 false
// expect: R.. RA. ..G .A. R.. RA. ..G .A. R..
// expect: full cycle: 10
// expect: red R..
// expect: amber 2
// expect: green 2
// expect: red 3
// expect: redAmber 2
