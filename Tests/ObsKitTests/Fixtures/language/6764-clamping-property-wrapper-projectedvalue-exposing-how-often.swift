// Swift by Sundell style (property wrappers): a clamping property wrapper with a projectedValue exposing how often it clamped
@propertyWrapper
struct Clamped {
    private var value: Int
    private let range: ClosedRange<Int>
    private(set) var clampCount = 0

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            if clamped != newValue { clampCount += 1 }
            value = clamped
        }
    }

    var projectedValue: Int { clampCount }
}

struct Speaker {
    @Clamped(0...10) var volume: Int = 5
    @Clamped(-5...5) var balance: Int = 0
    var name: String
}

var speaker = Speaker(name: "Kitchen")
print(speaker.volume, speaker.balance, speaker.$volume)
speaker.volume = 14
speaker.volume += 3
speaker.balance = -9
print(speaker.volume, speaker.balance, speaker.$volume, speaker.$balance)
speaker.volume = 2
speaker.volume -= 5
print(speaker.volume, speaker.$volume)

var copy = speaker
copy.volume = 100
print(speaker.$volume, copy.$volume, copy.volume)

var speakers = [Speaker(name: "A"), Speaker(volume: 12, name: "B")]
speakers[0].volume = 11
speakers[1].balance += 2
for s in speakers {
    print(s.name, s.volume, s.balance, s.$volume)
}

// expect: 5 0 0
// expect: 10 -5 2 1
// expect: 0 3
// expect: 3 4 10
// expect: A 10 0 1
// expect: B 10 2 0
