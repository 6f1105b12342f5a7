// A property wrapper on a function parameter (SE-0293) wraps the argument or the default, and the body
// reads the wrapped value; a type's own typealias gives its properties their element types, so a tuple
// appended to `[Entry]` gets the alias's labels. Expected output: swiftc 6.3.1 on this machine.
@propertyWrapper
struct Clamped {
    var value: Int
    let bounds: ClosedRange<Int>
    init(wrappedValue: Int, _ bounds: ClosedRange<Int>) { self.bounds = bounds; value = min(max(wrappedValue, bounds.lowerBound), bounds.upperBound) }
    var wrappedValue: Int { get { value } set { value = min(max(newValue, bounds.lowerBound), bounds.upperBound) } }
}
func describe(@Clamped(0...9) digit: Int = 5) -> String { "digit \(digit)" }
print(describe(), describe(digit: 12), describe(digit: -1))

struct Cache<Key: Hashable, Value> {
    typealias Entry = (key: Key, value: Value)
    private var entries: [Entry] = []
    subscript(key: Key) -> Value? {
        get { entries.first { $0.key == key }?.value }
        set {
            entries.removeAll { $0.key == key }
            if let v = newValue { entries.append((key, v)) }
        }
    }
    var keys: [Key] { entries.map(\.key) }
}
var cache = Cache<String, Int>()
cache["a"] = 1
cache["b"] = 2
cache["a"] = 3
print(cache.keys, cache["a"] ?? 0, cache["z"] as Any)

// expect: digit 5 digit 9 digit 0
// expect: ["b", "a"] 3 nil
