// Properties: projected values: $name exposes extra wrapper state (a flag, a history, or the wrapper itself).
// expected output: swiftc 6.3.1 (Linux), run on this machine
@propertyWrapper
struct SmallNumber {
    private var number = 0
    private(set) var projectedValue = false
    init() {}
    var wrappedValue: Int {
        get { number }
        set {
            if newValue > 12 {
                number = 12
                projectedValue = true
            } else {
                number = newValue
                projectedValue = false
            }
        }
    }
}
struct SomeStructure {
    @SmallNumber var someNumber: Int
}
var someStructure = SomeStructure()
someStructure.someNumber = 4
print(someStructure.$someNumber)
someStructure.someNumber = 55
print(someStructure.$someNumber, someStructure.someNumber)
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
    @SmallNumber var priority: Int
    func edit(_ s: String) { text = s }
    func report() -> String { "\(text) v\($text.versions), earlier: \($text.history), clamped: \($priority)" }
}
let note = Note()
note.edit("first pass")
note.edit("final")
note.priority = 20
print(note.report())
print(note.$text.history.first ?? "-", type(of: note.$text))

// expect: false
// expect: true 12
// expect: final v3, earlier: ["draft", "first pass"], clamped: true
// expect: draft Versioned<String>
