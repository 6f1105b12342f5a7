// Book style (Access Control): a private counter behind a public interface and protocol conformance levels
public protocol Meter {
    var reading: Int { get }
    mutating func tick()
}

public struct StepCounter: Meter {
    public private(set) var reading = 0
    private var history: [Int] = []
    private let stride: Int

    public init(stride: Int = 1) { self.stride = stride }

    public mutating func tick() {
        history.append(reading)
        reading += stride
    }

    mutating func undo() -> Bool {
        guard let last = history.popLast() else { return false }
        reading = last
        return true
    }
}

extension StepCounter: CustomStringConvertible {
    public var description: String {
        "StepCounter(\(reading), history: \(history.count))"
    }
}

struct Pedometer {
    private var counter = StepCounter(stride: 2)
    private(set) var label: String
    init(label: String) { self.label = label }
    mutating func walk(_ steps: Int) {
        for _ in 0..<steps { counter.tick() }
    }
    var distance: Int { counter.reading }
    mutating func rename(_ to: String) { label = to.capitalized() }
}

private extension String {
    func capitalized() -> String {
        prefix(1).uppercased() + dropFirst()
    }
}

var plain = StepCounter()
plain.tick(); plain.tick(); plain.tick()
print(plain, plain.reading)
print(plain.undo(), plain)
print(plain.undo(), plain.undo(), plain.undo(), plain)

var ped = Pedometer(label: "morning")
ped.walk(5)
print(ped.label, ped.distance)
ped.rename("evening run")
print(ped.label)
print(ped)

var meters: [Meter] = [StepCounter(stride: 10), StepCounter()]
for i in meters.indices { meters[i].tick() }
print(meters.map(\.reading))
print(type(of: meters[0]))
let asCounter = meters[0] as? StepCounter
print(asCounter as Any)

// expect: StepCounter(3, history: 3) 3
// expect: true StepCounter(2, history: 2)
// expect: true true false StepCounter(0, history: 0)
// expect: morning 10
// expect: Evening run
// expect: Pedometer(counter: StepCounter(10, history: 5), label: "Evening run")
// expect: [10, 1]
// expect: StepCounter
// expect: Optional(StepCounter(10, history: 1))
