// An implicit member beside a binary operator is the other operand's type's, even when other types have a member
// of that name too (Light.red and Signal.red; Level.low and Gauge.low). Expected output: swiftc 6.3.1 on this machine.
enum Light { case red, amber, green }
enum Signal: Equatable { case red, green, flashing(Int) }
enum Level: Int, Comparable {
    case low = 1, high = 3
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
enum Gauge: Int { case low = 10, high = 30 }
struct Lamp { var light: Light; var signal: Signal?; var level: Level }
let lamps = [Lamp(light: .red, signal: .flashing(2), level: .low), Lamp(light: .green, signal: nil, level: .high)]
for lamp in lamps {
    print(lamp.light == .red, lamp.light != .green, .green == lamp.light)
    print(lamp.signal == .flashing(2), lamp.signal == .red, lamp.signal == nil, lamp.signal != .green)
    print(lamp.level < .high, lamp.level >= .high, lamp.level.rawValue)
}
let reds = lamps.filter { $0.light == .red }.count
let anyFlashing = lamps.contains { $0.signal == .flashing(2) }
print(reds, anyFlashing, Gauge.low.rawValue)
// expect: true true false
// expect: true false false true
// expect: true false 1
// expect: false false true
// expect: false false true true
// expect: false true 3
// expect: 1 true 10
