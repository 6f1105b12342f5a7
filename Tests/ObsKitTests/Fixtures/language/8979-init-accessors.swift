// Swift Evolution style (SE-0400 init accessors): computed properties that initialize storage
// known-gap: error: 8979-init-accessors.swift:88:9: error: no match for call to 'Temperature(celsius:)'; its memberwise initializer is 'Temperature(kelvin:)'
struct Angle {
    private var radians: Double

    // Declaring an init accessor lets `degrees` be assigned in init before `self` is available
    var degrees: Double {
        @storageRestrictions(initializes: radians)
        init(initialValue) {
            radians = initialValue * .pi / 180
        }
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    init(degrees: Double) {
        self.degrees = degrees   // goes through the init accessor
    }

    var isRight: Bool { (degrees - 90).magnitude < 1e-9 }
}

var a = Angle(degrees: 90)
print(a.degrees, a.isRight)
a.degrees = 45
print(a.degrees, a.isRight)

// A property that initializes two stored properties at once
struct Range2D {
    private var lower: Int
    private var upper: Int

    var bounds: (Int, Int) {
        @storageRestrictions(initializes: lower, upper)
        init(newValue) {
            lower = min(newValue.0, newValue.1)
            upper = max(newValue.0, newValue.1)
        }
        get { (lower, upper) }
        set { (lower, upper) = (min(newValue.0, newValue.1), max(newValue.0, newValue.1)) }
    }

    init(_ a: Int, _ b: Int) { bounds = (a, b) }

    var width: Int { upper - lower }
}

var r = Range2D(9, 3)
print(r.bounds, r.width)
r.bounds = (-5, 5)
print(r.bounds, r.width)

// `accesses:` allows reading other already-initialized storage
struct Labeled {
    let prefix: String
    private var storage: String

    var text: String {
        @storageRestrictions(initializes: storage, accesses: prefix)
        init(initialValue) {
            storage = prefix + initialValue
        }
        get { storage }
        set { storage = prefix + newValue }
    }

    init(prefix: String, text: String) {
        self.prefix = prefix
        self.text = text
    }
}

var label = Labeled(prefix: "> ", text: "ready")
print(label.text)
label.text = "running"
print(label.text)

// Memberwise initializers use the init accessor too
struct Temperature {
    private var kelvin: Double
    var celsius: Double {
        @storageRestrictions(initializes: kelvin)
        init { kelvin = newValue + 273.15 }
        get { kelvin - 273.15 }
        set { kelvin = newValue + 273.15 }
    }
}
let t = Temperature(celsius: 25)
print(t.celsius, (t.celsius * 9 / 5) + 32)

// expect: 90.0 true
// expect: 45.0 false
// expect: (3, 9) 6
// expect: (-5, 5) 10
// expect: > ready
// expect: > running
// expect: 25.0 77.0
