// Properties: computed properties with getters and setters, the newValue shorthand, read-only and implicit-return getters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct AlarmClock {
    var minutesSinceMidnight = 0
    var time: (hour: Int, minute: Int) {
        get {
            (minutesSinceMidnight / 60, minutesSinceMidnight % 60)
        }
        set(newTime) {
            minutesSinceMidnight = newTime.hour * 60 + newTime.minute
        }
    }
    var isMorning: Bool { minutesSinceMidnight < 12 * 60 }
}
var alarm = AlarmClock(minutesSinceMidnight: 390)
let initialTime = alarm.time
alarm.time = (hour: 7, minute: 45)
print("alarm now rings at minute \(alarm.minutesSinceMidnight)", initialTime, alarm.isMorning)
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double { celsius + 273.15 }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit, t.kelvin)
t.fahrenheit = 32
print(t.celsius)
t.fahrenheit += 18
print(t.celsius)
struct Aquarium {
    var length = 0.0, width = 0.0, depth = 0.0
    var litres: Double { length * width * depth / 1000 }
}
print("litres:", Aquarium(length: 60.0, width: 30.0, depth: 40.0).litres)
final class Cart {
    var prices: [Int] = []
    var total: Int { prices.reduce(0, +) }
    var isEmpty: Bool { prices.isEmpty }
    var summary: String {
        if isEmpty { return "empty cart" }
        return "\(prices.count) items, total \(total)"
    }
}
let cart = Cart()
print(cart.summary)
cart.prices += [250, 199]
print(cart.summary)

// expect: alarm now rings at minute 465 (hour: 6, minute: 30) true
// expect: 212.0 373.15
// expect: 0.0
// expect: 10.0
// expect: litres: 72.0
// expect: empty cart
// expect: 2 items, total 449
