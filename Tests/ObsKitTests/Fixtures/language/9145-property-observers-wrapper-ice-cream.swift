// Property observers (willSet with a named parameter, didSet with oldValue), a property wrapper with an argument and a projected value, type properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
// An ice-cream van: the fuel gauge, capped order sizes, and the freezers.
class FuelGauge {
    var litres: Int = 0 {
        willSet(reading) {
            print("Gauge will read \(reading) litres")
        }
        didSet {
            if litres > oldValue {
                print("Filled up by \(litres - oldValue) litres")
            } else {
                print("Burned fuel (was \(oldValue))")
            }
        }
    }
}

let gauge = FuelGauge()
gauge.litres = 40
gauge.litres = 55
gauge.litres = 31

@propertyWrapper
struct Capped {
    private var value = 0
    private(set) var projectedValue = false
    let limit: Int

    init(wrappedValue: Int, limit: Int = 6) {
        self.limit = limit
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: Int {
        get { value }
        set {
            if newValue > limit {
                value = limit
                projectedValue = true
            } else {
                value = newValue
                projectedValue = false
            }
        }
    }
}

struct Cone {
    @Capped var scoops: Int = 1
    @Capped(limit: 3) var sauces: Int = 2
}

var cone = Cone()
print(cone.scoops, cone.sauces)
cone.scoops = 10
cone.sauces = 1
print(cone.scoops, cone.$scoops, cone.sauces, cone.$sauces)
cone.sauces = 5
print(cone.sauces, cone.$sauces)

struct Freezer {
    static let coldestAllowed = -25
    static var coldestUsed = 0
    var setting: Int = -10 {
        didSet {
            if setting < Freezer.coldestAllowed {
                setting = Freezer.coldestAllowed
            }
            if setting < Freezer.coldestUsed {
                Freezer.coldestUsed = setting
            }
        }
    }
}
var front = Freezer()
var back = Freezer()
front.setting = -18
print(front.setting, Freezer.coldestUsed)
back.setting = -40
print(back.setting, Freezer.coldestUsed)
// expect: Gauge will read 40 litres
// expect: Filled up by 40 litres
// expect: Gauge will read 55 litres
// expect: Filled up by 15 litres
// expect: Gauge will read 31 litres
// expect: Burned fuel (was 55)
// expect: 1 2
// expect: 6 true 1 false
// expect: 3 true
// expect: -18 -18
// expect: -25 -25
