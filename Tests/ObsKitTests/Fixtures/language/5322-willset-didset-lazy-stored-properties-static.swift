// SwiftLee style (property observers and computed properties): willSet/didSet, lazy stored properties, static counters and property wrappers
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Bool { value == range.lowerBound || value == range.upperBound }
}

@propertyWrapper
struct Logged<T> {
    private var value: T
    private(set) var history: [String] = []
    init(wrappedValue: T) { value = wrappedValue }
    var wrappedValue: T {
        get { value }
        set { history.append("\(value)->\(newValue)"); value = newValue }
    }
    var projectedValue: [String] { history }
}

final class Player {
    static var created = 0
    let name: String
    @Clamped(0...100) var health: Int = 100
    @Logged var level = 1
    var score = 0 {
        willSet { if newValue > score { pending.append("+\(newValue - score)") } }
        didSet { if score >= 50 && oldValue < 50 { level += 1 } }
    }
    var pending: [String] = []
    lazy var title: String = { print("computing title for \(name)"); return "\(name) the Brave" }()
    var isAlive: Bool { health > 0 }

    init(name: String) { self.name = name; Player.created += 1 }
}

let p = Player(name: "Ada")
print(p.health, p.$health, p.isAlive)
p.health -= 30
print(p.health, p.$health)
p.health -= 500
print(p.health, p.$health, p.isAlive)
p.health = 250
print(p.health)
p.score = 20
p.score = 60
p.score = 40
p.score = 70
print(p.score, p.level, p.pending, p.$level)
print(p.title)
print(p.title)
p.title = "Renamed"
print(p.title, Player.created)
let q = Player(name: "Bob")
q.level = 5
q.level = 6
print(q.$level, Player.created, q.$health)

// expect: 100 true true
// expect: 70 false
// expect: 0 true false
// expect: 100
// expect: 70 3 ["+20", "+40", "+30"] ["1->2", "2->3"]
// expect: computing title for Ada
// expect: Ada the Brave
// expect: Ada the Brave
// expect: Renamed 1
// expect: ["1->5", "5->6"] 2 true
