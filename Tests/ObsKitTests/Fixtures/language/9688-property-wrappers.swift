// Swift book, "Properties": property wrappers with initial values, wrapper arguments, projected values, computed properties, type properties
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    private let range: ClosedRange<Value>
    private(set) var projectedValue = false   // true when the last assignment was clamped

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = clamped != newValue
            value = clamped
        }
    }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingSpaces() }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

struct Settings {
    static var instances = 0
    @Clamped(0...100) var volume: Int = 50
    @Clamped(0.5...2.0) var speed: Double = 1.0
    @Trimmed var username: String = "  guest  "

    var summary: String { "\(username): volume \(volume), speed \(speed)" }
    init() { Settings.instances += 1 }
}

var settings = Settings()
print(settings.summary)
settings.volume = 130
print(settings.volume, settings.$volume)
settings.volume = 30
print(settings.volume, settings.$volume)
settings.speed = 0.1
settings.username = "   taylor "
print(settings.summary, settings.$speed)
_ = Settings()
print("instances:", Settings.instances)

struct Rect {
    var origin = (x: 0.0, y: 0.0)
    var size = (w: 10.0, h: 4.0)
    var center: (x: Double, y: Double) {
        get { (origin.x + size.w / 2, origin.y + size.h / 2) }
        set {
            origin.x = newValue.x - size.w / 2
            origin.y = newValue.y - size.h / 2
        }
    }
    var area: Double { size.w * size.h }
}
var r = Rect()
print(r.center, r.area)
r.center = (15, 15)
print(r.origin)

// expect: guest: volume 50, speed 1.0
// expect: 100 true
// expect: 30 false
// expect: taylor: volume 30, speed 0.5 true
// expect: instances: 2
// expect: (x: 5.0, y: 2.0) 40.0
// expect: (x: 10.0, y: 13.0)
