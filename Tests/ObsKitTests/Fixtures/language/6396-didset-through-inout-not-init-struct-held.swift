// Swift forums "this surprised me" style (property observers): didSet through inout, not in init, and on a struct held in an array
struct Temperature {
    var celsius: Double = 0 {
        willSet { print("  willSet \(celsius) -> \(newValue)") }
        didSet { print("  didSet \(oldValue) -> \(celsius)") }
    }
    init(_ c: Double) {
        celsius = c
        print("  init set \(c)")
    }
}

func double(_ x: inout Double) {
    x *= 2
    x += 1
}

// Puzzle: which observer lines appear, and when?
print("init:")
var t = Temperature(10)
print("assign:")
t.celsius = 20
print("inout:")
double(&t.celsius)
print("compound:")
t.celsius += 0.5

final class Station {
    var readings: [Temperature] = [] {
        didSet { print("  station readings didSet, count \(readings.count)") }
    }
}
let s = Station()
print("append:")
s.readings.append(Temperature(1))
print("mutate element:")
s.readings[0].celsius = 3
print("final:", s.readings.map { $0.celsius }, t.celsius)

// expect: init:
// expect:   init set 10.0
// expect: assign:
// expect:   willSet 10.0 -> 20.0
// expect:   didSet 10.0 -> 20.0
// expect: inout:
// expect:   willSet 20.0 -> 41.0
// expect:   didSet 20.0 -> 41.0
// expect: compound:
// expect:   willSet 41.0 -> 41.5
// expect:   didSet 41.0 -> 41.5
// expect: append:
// expect:   init set 1.0
// expect:   station readings didSet, count 1
// expect: mutate element:
// expect:   willSet 1.0 -> 3.0
// expect:   didSet 1.0 -> 3.0
// expect:   station readings didSet, count 1
// expect: final: [3.0] 41.5
