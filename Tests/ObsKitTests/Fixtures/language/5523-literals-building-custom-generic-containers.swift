// Swift Forums style (ExpressibleByArrayLiteral/DictionaryLiteral on generic types): literals building custom generic containers
struct Stack<Element>: ExpressibleByArrayLiteral, CustomStringConvertible {
    private var storage: [Element]
    init(arrayLiteral elements: Element...) { storage = elements }
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
    var description: String { "Stack\(storage)" }
}

struct OrderedMap<K: Hashable, V>: ExpressibleByDictionaryLiteral {
    private(set) var keys: [K] = []
    private var values: [K: V] = [:]
    init(dictionaryLiteral elements: (K, V)...) {
        for (k, v) in elements { self[k] = v }
    }
    subscript(key: K) -> V? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }
    var entries: [(K, V)] { keys.map { ($0, values[$0]!) } }
}

func topOf<T>(_ s: Stack<T>) -> T? { s.top }

var s: Stack = [1, 2, 3]
s.push(4)
print(s, s.pop() as Any, s.top as Any)
let strs: Stack<String> = []
print(strs, topOf(strs) as Any)
print(topOf(["x", "y"] as Stack))
var m: OrderedMap = ["z": 1, "a": 2, "m": 3]
m["b"] = 4
m["a"] = nil
print(m.keys, m.entries.map { "\($0.0)\($0.1)" })
let empty: OrderedMap<Int, Bool> = [:]
print(empty.keys.isEmpty, type(of: empty), type(of: s))

// expect: Stack[1, 2, 3, 4] Optional(4) Optional(3)
// expect: Stack[] nil
// expect: Optional("y")
// expect: ["z", "m", "b"] ["z1", "m3", "b4"]
// expect: true OrderedMap<Int, Bool> Stack<Int>
