// Swift Evolution style (init accessors): SE-0400 computed properties that initialize stored properties via @storageRestrictions
struct Angle {
    private var radiansStorage: Double

    var degrees: Double {
        @storageRestrictions(initializes: radiansStorage)
        init(initialValue) {
            radiansStorage = initialValue * 3.0 / 180.0
        }
        get { radiansStorage * 180.0 / 3.0 }
        set { radiansStorage = newValue * 3.0 / 180.0 }
    }

    var radians: Double { radiansStorage }

    init(degrees: Double) {
        self.degrees = degrees
    }
}

struct Temperature {
    var celsius: Double
    var log: [String]

    var fahrenheit: Double {
        @storageRestrictions(initializes: celsius, accesses: log)
        init(newValue) {
            celsius = (newValue - 32) * 5 / 9
            print("init from F with log size \(log.count)")
        }
        get { celsius * 9 / 5 + 32 }
        set {
            log.append("set F=\(newValue)")
            celsius = (newValue - 32) * 5 / 9
        }
    }

    init(fahrenheit: Double) {
        self.log = ["created"]
        self.fahrenheit = fahrenheit
    }

    init(celsius: Double) {
        self.log = []
        self.celsius = celsius
    }
}

var a = Angle(degrees: 90)
print(a.degrees, a.radians)
a.degrees = 180
print(a.degrees, a.radians)

var t = Temperature(fahrenheit: 212)
print(t.celsius, t.fahrenheit, t.log)
t.fahrenheit = 32
print(t.celsius, t.log)

let c = Temperature(celsius: 37)
print(c.fahrenheit, c.log.isEmpty)
// expect: 90.0 1.5
// expect: 180.0 3.0
// expect: init from F with log size 1
// expect: 100.0 212.0 ["created"]
// expect: 0.0 ["created", "set F=32.0"]
// expect: 98.6 true
