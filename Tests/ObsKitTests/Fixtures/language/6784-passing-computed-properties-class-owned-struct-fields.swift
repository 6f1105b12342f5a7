// Advanced Swift style (inout on computed and class properties): passing computed properties, class-owned struct fields and observed properties inout, printing each get and set
struct Meter {
    private var raw = 0
    var value: Int {
        get { print("  get value \(raw)"); return raw }
        set { print("  set value \(newValue)"); raw = newValue }
    }
}

final class Gauge {
    var meter = Meter()
    var reading = 0 {
        didSet { print("  reading didSet \(oldValue) -> \(reading)") }
    }
}

func triple(_ n: inout Int) {
    n *= 3
}

func addTwice(_ n: inout Int, _ amount: Int) {
    n += amount
    n += amount
}

var m = Meter()
print("inout computed")
addTwice(&m.value, 2)
print("triple computed")
triple(&m.value)

let gauge = Gauge()
print("inout class struct field")
addTwice(&gauge.meter.value, 5)
print("inout observed property")
gauge.reading = 1
addTwice(&gauge.reading, 4)
triple(&gauge.reading)
print(gauge.reading)

var meters = [Meter(), Meter()]
print("inout array element computed")
triple(&meters[1].value)
addTwice(&meters[1].value, 1)
print("compound assignment")
m.value += 10

// expect: inout computed
// expect:   get value 0
// expect:   set value 4
// expect: triple computed
// expect:   get value 4
// expect:   set value 12
// expect: inout class struct field
// expect:   get value 0
// expect:   set value 10
// expect: inout observed property
// expect:   reading didSet 0 -> 1
// expect:   reading didSet 1 -> 9
// expect:   reading didSet 9 -> 27
// expect: 27
// expect: inout array element computed
// expect:   get value 0
// expect:   set value 0
// expect:   get value 0
// expect:   set value 2
// expect: compound assignment
// expect:   get value 12
// expect:   set value 22
