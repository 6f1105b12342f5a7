// Compiler test style: generic subscripts with their own type parameters and where clauses
struct Registry {
    var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { return storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<S: Sequence>(keys keys: S) -> [String] where S.Element == String {
        return keys.map { k in storage[k].map { "\($0)" } ?? "nil" }
    }
}
var r = Registry()
r["a"] = 42
r["b"] = "hello"
let a: Int? = r["a"]
let b: String? = r["b"]
let wrong: Double? = r["a"]
print(a as Any, b as Any, wrong as Any)
print(r[keys: ["a", "b", "c"]])
struct Matrix<Element> {
    var rows: [[Element]]
    subscript<I: BinaryInteger>(r r: I, c c: I) -> Element {
        return rows[Int(r)][Int(c)]
    }
}
let m = Matrix(rows: [[1, 2], [3, 4]])
print(m[r: 1, c: 0], m[r: UInt8(0), c: UInt8(1)])
// expect: Optional(42) Optional("hello") nil
// expect: ["42", "hello", "nil"]
// expect: 3 2
