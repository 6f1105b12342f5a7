// Stack Overflow style (generic subscripts): subscripts generic over key and return type with type-directed lookup
// known-gap: line 6: expected "5 absent as Double text", got "absent as Int absent as Double absent as String"
struct Bag {
    private var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key: String, default d: T) -> T {
        storage[key] as? T ?? d
    }
}

struct Table<Row> {
    var rows: [Row]
    subscript<C: Collection>(indices: C) -> [Row] where C.Element == Int {
        indices.map { rows[$0] }
    }
    subscript<V>(column column: KeyPath<Row, V>) -> [V] {
        rows.map { $0[keyPath: column] }
    }
}

var bag = Bag()
bag["n"] = 5
bag["s"] = "text"
let n: Int? = bag["n"]
let wrong: String? = bag["n"]
let s: String? = bag["s"]
print(n as Any, wrong as Any, s as Any)
print(bag["missing", default: 1.5], bag["n", default: 0])

let t = Table(rows: ["zero", "one", "two", "three"])
print(t[[3, 1]], t[1...2], t[Set([0]).sorted()])
print(t[column: \.count])
print(t[column: \String.first].map { $0.map(String.init) ?? "" })
func read<T>(_ bag: Bag, _ key: String, as _: T.Type) -> String {
    let v: T? = bag[key]
    return v.map { "\($0)" } ?? "absent as \(T.self)"
}
print(read(bag, "n", as: Int.self), read(bag, "n", as: Double.self), read(bag, "s", as: String.self))

// expect: Optional(5) nil Optional("text")
// expect: 1.5 5
// expect: ["three", "one"] ["one", "two"] ["zero"]
// expect: [4, 3, 3, 5]
// expect: ["z", "o", "t", "t"]
// expect: 5 absent as Double text
