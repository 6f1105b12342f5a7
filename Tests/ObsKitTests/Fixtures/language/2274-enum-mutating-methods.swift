// Compiler test style: enums with methods, computed properties, static members and mutating methods that reassign self
enum Switch {
  case off, on

  mutating func toggle() {
    self = self == .on ? .off : .on
  }
  var symbol: String { self == .on ? "[x]" : "[ ]" }
}

enum Volume {
  case muted
  case level(Int)

  static let maximum = 5
  static var loudest: Volume { .level(maximum) }

  mutating func up() {
    switch self {
    case .muted: self = .level(1)
    case .level(let n) where n < Volume.maximum: self = .level(n + 1)
    case .level: break
    }
  }

  mutating func down() {
    if case .level(let n) = self {
      self = n <= 1 ? .muted : .level(n - 1)
    }
  }

  var bar: String {
    switch self {
    case .muted: return "mute"
    case .level(let n):
      return String(repeating: "#", count: n) + String(repeating: ".", count: Volume.maximum - n)
    }
  }
}

var power = Switch.off
power.toggle()
print(power, power.symbol)
power.toggle()
print(power, power.symbol)

var switches: [Switch] = [.on, .off, .off, .on]
for i in switches.indices where i % 2 == 0 { switches[i].toggle() }
print(switches.map(\.symbol).joined())

var vol = Volume.muted
var log: [String] = []
for _ in 0..<7 {
  vol.up()
  log.append(vol.bar)
}
print(log.joined(separator: " "))
vol.down(); vol.down()
print(vol.bar)
for _ in 0..<4 { vol.down() }
print(vol.bar)
print(Volume.loudest.bar)

struct Stereo {
  var left = Volume.level(2)
  var right = Volume.muted
}
var stereo = Stereo()
stereo.left.up()
stereo.right.up()
print(stereo.left.bar, stereo.right.bar)

// expect: on [x]
// expect: off [ ]
// expect: [ ][ ][x][x]
// expect: #.... ##... ###.. ####. ##### ##### #####
// expect: ###..
// expect: mute
// expect: #####
// expect: ###.. #....
