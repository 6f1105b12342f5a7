// Compiler test style: generic subscripts with where clauses and default arguments
struct Registry {
    var storage: [String: Any] = [:]
    subscript<T>(key: String) -> T? {
        get { storage[key] as? T }
        set { storage[key] = newValue }
    }
    subscript<T>(key: String, default value: T) -> T {
        storage[key] as? T ?? value
    }
}

struct Matrix<Element> {
    var rows: [[Element]]
    subscript<I: BinaryInteger>(r r: I, c c: I) -> Element {
        rows[Int(r)][Int(c)]
    }
    subscript<S: Sequence>(indices: S) -> [Element] where S.Element == (Int, Int) {
        indices.map { rows[$0.0][$0.1] }
    }
}

extension Array {
    subscript<K: Collection>(picking ks: K) -> [Element] where K.Element == Int {
        ks.map { self[$0] }
    }
}

var reg = Registry()
reg["n"] = 5
reg["s"] = "five"
let n: Int? = reg["n"]
let s: String? = reg["s"]
let wrong: Double? = reg["n"]
print(n as Any, s as Any, wrong as Any)
print(reg["missing", default: 9])
print(reg["s", default: "none"])
print(reg["s", default: 0])

let m = Matrix(rows: [[1, 2, 3], [4, 5, 6]])
print(m[r: 1, c: 2])
print(m[r: UInt8(0), c: UInt8(1)])
print(m[[(0, 0), (1, 1), (1, 0)]])
print(["a", "b", "c", "d"][picking: [3, 0, 3]])
print([10, 20, 30][picking: 0..<2])
// expect: Optional(5) Optional("five") nil
// expect: 9
// expect: five
// expect: 0
// expect: 6
// expect: 2
// expect: [1, 5, 4]
// expect: ["d", "a", "d"]
// expect: [10, 20]
