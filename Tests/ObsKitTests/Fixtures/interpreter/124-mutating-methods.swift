// mutating methods on structs and enums; assigning to self
struct Counter {
    var count = 0
    mutating func increment(by amount: Int = 1) {
        count += amount
    }
    mutating func reset() {
        self = Counter()
    }
}

enum Light {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}

var c = Counter()
c.increment()
c.increment(by: 5)
print(c.count)
c.reset()
print(c.count)
var l = Light.off
for _ in 0..<4 {
    l.next()
    print(l)
}

// expect: 6
// expect: 0
// expect: low
// expect: high
// expect: off
// expect: low
