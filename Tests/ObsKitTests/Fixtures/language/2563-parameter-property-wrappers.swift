// Swift Evolution style (SE-0293): property wrappers applied to function and closure parameters
@propertyWrapper
struct Clamped {
    var wrappedValue: Int
    init(wrappedValue: Int) {
        self.wrappedValue = min(max(wrappedValue, 0), 100)
    }
}

@propertyWrapper
struct Trimmed {
    private var raw: String
    var wrappedValue: String {
        get { raw }
        set { raw = newValue.filter { $0 != " " } }
    }
    init(wrappedValue: String) {
        raw = wrappedValue.filter { $0 != " " }
    }
}

@propertyWrapper
struct Tracked {
    var wrappedValue: Int
    var origin: String
    init(wrappedValue: Int) {
        self.wrappedValue = wrappedValue
        self.origin = "literal"
    }
    init(projectedValue: Tracked) {
        self = projectedValue
    }
    var projectedValue: Tracked { self }
}

func setVolume(@Clamped _ level: Int) -> String {
    "volume \(level)"
}

func register(@Trimmed username: String, @Clamped age: Int) -> String {
    "\(username) (\(age))"
}

func inspect(@Tracked value: Int) -> String {
    "\(value) from \($value.origin)"
}

print(setVolume(55))
print(setVolume(140))
print(setVolume(-9))
print(register(username: " jo hn ", age: 230))
print(register(username: "ann", age: 30))
print(inspect(value: 8))
var preset = Tracked(wrappedValue: 5)
preset.origin = "projection"
print(inspect($value: preset))

let shout = { (@Trimmed word: String) in word.uppercased() }
print(shout(" h i "))

let levels = [10, 120, -1].map { (@Clamped level: Int) in level }
print(levels)

struct Mixer {
    var channels: [String: Int] = [:]
    mutating func set(_ name: String, @Clamped to value: Int) {
        channels[name] = value
    }
}
var mixer = Mixer()
mixer.set("bass", to: 300)
mixer.set("treble", to: 42)
print(mixer.channels["bass"]!, mixer.channels["treble"]!)
// expect: volume 55
// expect: volume 100
// expect: volume 0
// expect: john (100)
// expect: ann (30)
// expect: 8 from literal
// expect: 5 from projection
// expect: HI
// expect: [10, 100, 0]
// expect: 100 42
