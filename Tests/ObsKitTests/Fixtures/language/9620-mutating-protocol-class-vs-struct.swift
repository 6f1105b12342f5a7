// Mutating protocol requirements satisfied by structs and classes: generic mutation, existentials, value vs reference
protocol Resettable {
    var level: Int { get set }
    mutating func bump()
    mutating func reset()
}
extension Resettable {
    mutating func bumpTwice() { bump(); bump() }
    mutating func reset() { level = 0 }
}
struct Meter: Resettable {
    var level = 0
    mutating func bump() { level += 1 }
}
final class Gauge: Resettable {
    var level = 0
    var resets = 0
    func bump() { level += 10 }
    func reset() { level = -1; resets += 1 }
}
func pump<T: Resettable>(_ x: inout T, times: Int) { for _ in 0..<times { x.bump() } }
func pumpCopy<T: Resettable>(_ x: T) -> Int { var y = x; y.bumpTwice(); return y.level }

var m = Meter()
pump(&m, times: 3)
print(m.level, pumpCopy(m), m.level)
let g = Gauge()
var gRef = g
pump(&gRef, times: 2)
print(g.level, pumpCopy(g), g.level)
g.bump()
print(g.level, gRef.level, g === gRef)
m.reset()
gRef.reset()
print(m.level, g.level, g.resets)

var items: [any Resettable] = [Meter(level: 5), Gauge(), Meter()]
for i in items.indices { items[i].bumpTwice() }
print(items.map(\.level))
let sharedGauge = items[1] as! Gauge
for i in items.indices { items[i].reset() }
print(items.map(\.level), sharedGauge.level, sharedGauge.resets)
var copies = items
copies[0].bump(); copies[1].bump()
print(items.map(\.level), copies.map(\.level))
func describe(_ r: any Resettable) -> String { "\(type(of: r)):\(r.level)" }
print(items.map(describe))
var meters = [Meter(), Meter(level: 2)]
meters[1].bumpTwice()
for var mm in meters { mm.bump() }
print(meters.map(\.level))
meters = meters.map { var c = $0; c.bump(); return c }
print(meters.map(\.level))
let gauges = [Gauge(), Gauge()]
for gg in gauges { gg.bump() }
gauges.forEach { $0.bump() }
print(gauges.map(\.level))
var single: any Resettable = Meter(level: 40)
let before = single
single.bump()
print(before.level, single.level)
single = Gauge()
let alias = single
single.bump()
print(alias.level, single.level)

// expect: 3 5 3
// expect: 20 40 40
// expect: 50 50 true
// expect: 0 -1 1
// expect: [7, 20, 2]
// expect: [0, -1, 0] -1 1
// expect: [0, 9, 0] [1, 9, 0]
// expect: ["Meter:0", "Gauge:9", "Meter:0"]
// expect: [0, 4]
// expect: [1, 5]
// expect: [20, 20]
// expect: 40 41
// expect: 10 10
