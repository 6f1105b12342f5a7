// Swift book style (Properties): property wrappers with projected values and type properties
import Foundation
@propertyWrapper
struct Bounded {
    private var number = 0
    private(set) var projectedValue = false
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.number = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { number }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = clamped != newValue
            number = clamped
        }
    }
}

struct Mixer {
    @Bounded(0...10) var volume: Int = 5
    @Bounded(-3...3) var balance: Int = 0
}

var mixer = Mixer()
print(mixer.volume, mixer.balance)
mixer.volume = 14
print(mixer.volume, mixer.$volume)
mixer.volume = 7
print(mixer.volume, mixer.$volume)
mixer.balance = -9
print(mixer.balance, mixer.$balance)

@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

struct Form {
    @Trimmed var username: String
}
var form = Form(username: "   pat  ")
print("[\(form.username)]")
form.username = " lee"
print("[\(form.username)]")

struct Level {
    static let maxLevel = 10
    static var highest = 0
    var current = 0 {
        didSet {
            if current > Level.maxLevel { current = Level.maxLevel }
            if current > Level.highest { Level.highest = current }
        }
    }
    static var describe: String { "max \(maxLevel), highest so far \(highest)" }
}

var left = Level()
var right = Level()
left.current = 7
right.current = 12
print(left.current, right.current, Level.describe)

class Theme {
    class var accent: String { "blue" }
    static var count = 0
}
class DarkTheme: Theme {
    override class var accent: String { "violet" }
}
Theme.count += 2
print(Theme.accent, DarkTheme.accent, DarkTheme.count)

// expect: 5 0
// expect: 10 true
// expect: 7 false
// expect: -3 true
// expect: [pat]
// expect: [lee]
// expect: 7 10 max 10, highest so far 10
// expect: blue violet 2
