// Compiler test style: inout on computed properties and observed properties (get/set and willSet/didSet order)
struct Temperature {
    var celsius: Int = 0 {
        willSet { print("  willSet celsius \(celsius) -> \(newValue)") }
        didSet { print("  didSet celsius \(oldValue) -> \(celsius)") }
    }
    var fahrenheit: Int {
        get { print("  get fahrenheit"); return celsius * 9 / 5 + 32 }
        set { print("  set fahrenheit \(newValue)"); celsius = (newValue - 32) * 5 / 9 }
    }
}

func bump(_ value: inout Int, by amount: Int) {
    print("  bump start \(value)")
    value += amount
    print("  bump end \(value)")
}

func noChange(_ value: inout Int) {
    print("  noChange sees \(value)")
}

var t = Temperature()
print("bump celsius")
bump(&t.celsius, by: 10)
print("bump fahrenheit")
bump(&t.fahrenheit, by: 18)
print("celsius now \(t.celsius)")
print("noChange celsius")
noChange(&t.celsius)
print("compound assign")
t.celsius += 5

// expect: bump celsius
// expect:   bump start 0
// expect:   bump end 10
// expect:   willSet celsius 0 -> 10
// expect:   didSet celsius 0 -> 10
// expect: bump fahrenheit
// expect:   get fahrenheit
// expect:   bump start 50
// expect:   bump end 68
// expect:   set fahrenheit 68
// expect:   willSet celsius 10 -> 20
// expect:   didSet celsius 10 -> 20
// expect: celsius now 20
// expect: noChange celsius
// expect:   noChange sees 20
// expect:   willSet celsius 20 -> 20
// expect:   didSet celsius 20 -> 20
// expect: compound assign
// expect:   willSet celsius 20 -> 25
// expect:   didSet celsius 20 -> 25
