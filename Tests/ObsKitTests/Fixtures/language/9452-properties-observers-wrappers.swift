// Property observers and property wrappers with projected values (expected output from swiftc 6.3.1 on Linux)
final class StockTicker {
    let symbol: String
    var price: Double = 100 {
        willSet(incoming) {
            print("\(symbol): quote \(incoming) arriving")
        }
        didSet {
            let change = (price - oldValue) / oldValue * 100
            print("\(symbol): \(oldValue) -> \(price) (\(change > 0 ? "+" : "")\(Int(change))%)")
        }
    }
    init(symbol: String) { self.symbol = symbol }
}
let ticker = StockTicker(symbol: "ACME")
for quote in [110.0, 99.0, 99.0] { ticker.price = quote }

@propertyWrapper
struct History<Value> {
    private var current: Value
    private(set) var projectedValue: [Value] = []
    init(wrappedValue: Value) { current = wrappedValue }
    var wrappedValue: Value {
        get { current }
        set {
            projectedValue.append(current)
            current = newValue
        }
    }
}

@propertyWrapper
struct Bounded {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Document {
    @History var title: String = "Untitled"
    @Bounded(1...5) var rating: Int = 3
    @Bounded(0...100) var progress: Int = 250
}
var doc = Document()
print(doc.title, doc.rating, doc.progress, doc.$title)
doc.title = "Draft"
doc.title = "Final"
doc.rating = 9
doc.progress = -4
print(doc.title, doc.rating, doc.progress)
print("previous titles:", doc.$title)

struct Player {
    @History var level = 1 {
        didSet { print("level changed \(oldValue) -> \(level)") }
    }
    mutating func levelUp() { level += 1 }
}
var hero = Player()
hero.levelUp()
hero.levelUp()
print("level history:", hero.$level, "current:", hero.level)

func rollDice(@Bounded(1...6) face: Int) -> Int { face }
print(rollDice(face: 9), rollDice(face: 0), rollDice(face: 4))

// expect: ACME: quote 110.0 arriving
// expect: ACME: 100.0 -> 110.0 (+10%)
// expect: ACME: quote 99.0 arriving
// expect: ACME: 110.0 -> 99.0 (-10%)
// expect: ACME: quote 99.0 arriving
// expect: ACME: 99.0 -> 99.0 (0%)
// expect: Untitled 3 100 []
// expect: Final 5 0
// expect: previous titles: ["Untitled", "Draft"]
// expect: level changed 1 -> 2
// expect: level changed 2 -> 3
// expect: level history: [1, 2] current: 3
// expect: 6 1 4
