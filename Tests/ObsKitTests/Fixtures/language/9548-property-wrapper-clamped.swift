// Property wrappers @Clamped and @Trimmed used in a settings struct, with projected values and init defaults (expected output from swiftc 6.3.1 on Linux)
import Foundation

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: ClosedRange<Value> { range }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

struct PlayerSettings {
    @Trimmed var nickname: String = "  guest  "
    @Clamped(0...100) var volume: Int = 50
    @Clamped(0.5...2.0) var playbackSpeed: Double = 1.0
    @Clamped(1...10) var difficulty: Int = 42

    var summary: String {
        "[\(nickname)] vol=\(volume) speed=\(playbackSpeed) difficulty=\(difficulty)"
    }
}

var settings = PlayerSettings()
print(settings.summary)
settings.nickname = "\n  StarFox \t"
settings.volume = 130
settings.playbackSpeed = 0.25
settings.difficulty = 7
print(settings.summary)
settings.volume -= 200
settings.playbackSpeed += 5
print(settings.summary)
print("volume range:", settings.$volume, "speed range:", settings.$playbackSpeed)

struct Thermostat {
    @Clamped var target: Int
    init(target: Int) { _target = Clamped(wrappedValue: target, 16...28) }
}
let rooms = [10, 21, 35].map { Thermostat(target: $0).target }
print(rooms)

var copy = settings
copy.nickname = "   copycat"
print(settings.nickname, copy.nickname, copy.nickname.count)

// expect: [guest] vol=50 speed=1.0 difficulty=10
// expect: [StarFox] vol=100 speed=0.5 difficulty=7
// expect: [StarFox] vol=0 speed=2.0 difficulty=7
// expect: volume range: 0...100 speed range: 0.5...2.0
// expect: [16, 21, 28]
// expect: StarFox copycat 7
