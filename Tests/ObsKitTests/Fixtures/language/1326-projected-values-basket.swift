// Properties: projected values: $name exposes extra wrapper state (a flag, a history, or the wrapper itself).
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct CappedAt99 {
    private var count = 0
    private(set) var projectedValue = false
    init() {}
    var wrappedValue: Int {
        get { count }
        set {
            if newValue > 99 {
                count = 99
                projectedValue = true
            } else {
                count = newValue
                projectedValue = false
            }
        }
    }
}
struct Basket {
    @CappedAt99 var apples: Int
}
var basket = Basket()
basket.apples = 30
print(basket.$apples)
basket.apples = 250
print(basket.$apples, basket.apples)
@propertyWrapper
struct Versioned<Value> {
    private(set) var history: [Value] = []
    var wrappedValue: Value { didSet { history.append(oldValue) } }
    var projectedValue: Versioned<Value> { self }
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var versions: Int { history.count + 1 }
}
final class Note {
    @Versioned var text = "draft"
    @CappedAt99 var priority: Int
    func edit(_ s: String) { text = s }
    func report() -> String { "\(text) v\($text.versions), earlier: \($text.history), clamped: \($priority)" }
}
let note = Note()
note.edit("first pass")
note.edit("final")
note.priority = 120
print(note.report())
print(note.$text.history.first ?? "-", type(of: note.$text))

// expect: false
// expect: true 99
// expect: final v3, earlier: ["draft", "first pass"], clamped: true
// expect: draft Versioned<String>
