// Initialization: init accessors (SE-0400): a computed property that initializes stored properties from an initializer.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Angle {
    private var radiansTimes1000: Int
    var degrees: Int {
        @storageRestrictions(initializes: radiansTimes1000)
        init(initialValue) {
            radiansTimes1000 = initialValue * 3_141_593 / 180_000
        }
        get { radiansTimes1000 * 180_000 / 3_141_593 }
        set { radiansTimes1000 = newValue * 3_141_593 / 180_000 }
    }
    init(degrees: Int) {
        self.degrees = degrees
    }
    var milliradians: Int { radiansTimes1000 }
}
var angle = Angle(degrees: 180)
print(angle.degrees, angle.milliradians)
angle.degrees = 90
print(angle.degrees, angle.milliradians)
struct Range2 {
    var low: Int
    var high: Int
    var bounds: (Int, Int) {
        @storageRestrictions(initializes: low, high)
        init(initialValue) {
            low = min(initialValue.0, initialValue.1)
            high = max(initialValue.0, initialValue.1)
        }
        get { (low, high) }
        set { (low, high) = (min(newValue.0, newValue.1), max(newValue.0, newValue.1)) }
    }
    init(_ a: Int, _ b: Int) {
        bounds = (a, b)
    }
}
var r = Range2(9, 2)
print(r.low, r.high, r.bounds)
r.bounds = (5, -5)
print(r.low, r.high)

// expect: 179 3141
// expect: 89 1570
// expect: 2 9 (2, 9)
// expect: -5 5
