// Properties: property wrappers that take extra initializer arguments: @Clamped(wrappedValue: 2, maximum: 5) and friends.
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct Clamped {
    private var value: Int
    let minimum: Int
    let maximum: Int
    var wrappedValue: Int {
        get { value }
        set { value = Swift.min(Swift.max(newValue, minimum), maximum) }
    }
    init(wrappedValue: Int, minimum: Int = 0, maximum: Int) {
        self.minimum = minimum
        self.maximum = maximum
        value = Swift.min(Swift.max(wrappedValue, minimum), maximum)
    }
    init() { self.init(wrappedValue: 0, maximum: 100) }
}
struct Stars {
    @Clamped var percent: Int
    @Clamped(maximum: 5) var rating: Int = 3
    @Clamped(wrappedValue: 2, maximum: 5) var bonus: Int
    @Clamped(wrappedValue: 7, minimum: 1, maximum: 10) var level: Int
    @Clamped(minimum: -3, maximum: 3) var offset = -10
    var limits: String { "rating max \(_rating.maximum), level min \(_level.minimum)" }
}
var stars = Stars()
print(stars.percent, stars.rating, stars.bonus, stars.level, stars.offset)
stars.percent = 250
stars.rating = 9
stars.bonus -= 5
stars.level = 0
stars.offset = 2
print(stars.percent, stars.rating, stars.bonus, stars.level, stars.offset)
print(stars.limits)
@propertyWrapper
struct Stepped {
    var step: Int
    var stored: Int
    var wrappedValue: Int {
        get { stored }
        set { stored = (newValue + step / 2) / step * step }
    }
    init(wrappedValue: Int, by step: Int) {
        self.step = step
        stored = (wrappedValue + step / 2) / step * step
    }
}
struct Mixer {
    @Stepped(by: 5) var volume: Int = 13
}
var mixer = Mixer()
print(mixer.volume)
mixer.volume = 27
print(mixer.volume)
let other = Mixer(volume: 1)
print(other.volume)

// expect: 0 3 2 7 -3
// expect: 100 5 0 1 2
// expect: rating max 5, level min 1
// expect: 15
// expect: 25
// expect: 0
