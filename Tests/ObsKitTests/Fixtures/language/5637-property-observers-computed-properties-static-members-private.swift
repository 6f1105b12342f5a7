// Kodeco Swift Apprentice style (access control and properties): property observers, computed properties, static members and private setters
struct Thermostat {
    static let minimum = 10.0
    static let maximum = 30.0
    static private(set) var instances = 0

    private(set) var changes: [String] = []

    var target: Double = 20 {
        willSet {
            changes.append("will \(target) -> \(newValue)")
        }
        didSet {
            if target < Self.minimum { target = Self.minimum }
            if target > Self.maximum { target = Self.maximum }
            changes.append("did \(oldValue) -> \(target)")
        }
    }

    var fahrenheit: Double {
        get { target * 9 / 5 + 32 }
        set { target = (newValue - 32) * 5 / 9 }
    }

    init() { Self.instances += 1 }
}

var t = Thermostat()
t.target = 22
t.target = 45
t.fahrenheit = 59
for c in t.changes { print(c) }
print("now \(t.target)C / \(t.fahrenheit)F")
_ = Thermostat()
print("instances:", Thermostat.instances)

class Account {
    private var pin: String
    private(set) var failedAttempts = 0
    var isLocked: Bool { failedAttempts >= 3 }

    init(pin: String) { self.pin = pin }

    func unlock(with guess: String) -> Bool {
        guard !isLocked else { return false }
        if guess == pin { failedAttempts = 0; return true }
        failedAttempts += 1
        return false
    }
}

let acc = Account(pin: "2468")
for guess in ["1111", "2468", "0000", "9999", "1234", "2468"] {
    print(guess, acc.unlock(with: guess), acc.failedAttempts, acc.isLocked)
}

struct Counter {
    var value = 0 { didSet { print("  counter \(oldValue) -> \(value)") } }
}
var counter = Counter()
counter.value += 1
counter.value *= 5

// expect: will 20.0 -> 22.0
// expect: did 20.0 -> 22.0
// expect: will 22.0 -> 45.0
// expect: did 22.0 -> 30.0
// expect: will 30.0 -> 15.0
// expect: did 30.0 -> 15.0
// expect: now 15.0C / 59.0F
// expect: instances: 2
// expect: 1111 false 1 false
// expect: 2468 true 0 false
// expect: 0000 false 1 false
// expect: 9999 false 2 false
// expect: 1234 false 3 true
// expect: 2468 false 3 true
// expect:   counter 0 -> 1
// expect:   counter 1 -> 5
