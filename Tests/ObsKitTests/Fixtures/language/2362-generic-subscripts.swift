// Compiler test style: generic subscripts with where clauses and typed keys
struct TypedKey<Value> {
  let name: String
}

struct Settings {
  private var storage: [String: Any] = [:]
  subscript<V>(key key: TypedKey<V>) -> V? {
    get { storage[key.name] as? V }
    set { storage[key.name] = newValue }
  }
  subscript<V>(key key: TypedKey<V>, default fallback: V) -> V {
    self[key: key] ?? fallback
  }
  var keys: [String] { storage.keys.sorted() }
}

struct Matrix<T> {
  var rows: [[T]]
  subscript<I: BinaryInteger>(row: I, col: I) -> T {
    get { rows[Int(row)][Int(col)] }
    set { rows[Int(row)][Int(col)] = newValue }
  }
  subscript<S: Sequence>(rows indices: S) -> [[T]] where S.Element == Int {
    indices.map { rows[$0] }
  }
}

extension Collection {
  subscript<R: Sequence>(picking positions: R) -> [Element] where R.Element == Int {
    positions.map { self[index(startIndex, offsetBy: $0)] }
  }
}

let volume = TypedKey<Int>(name: "volume")
let theme = TypedKey<String>(name: "theme")
let muted = TypedKey<Bool>(name: "muted")

var s = Settings()
s[key: volume] = 7
s[key: theme] = "dark"
print(s[key: volume] ?? -1, s[key: theme] ?? "none")
print(s[key: muted, default: false])
s[key: volume] = nil
print(s[key: volume, default: 3], s.keys)
print(s[key: TypedKey<Int>(name: "theme")] == nil)

var m = Matrix(rows: [[1, 2, 3], [4, 5, 6]])
print(m[1, 2], m[UInt8(0), UInt8(1)])
m[Int64(1), Int64(0)] = 40
print(m[rows: [1, 0]])
print(m[rows: 0..<1])
print("swift"[picking: [0, 4, 2]])
print([10, 20, 30, 40][picking: stride(from: 3, to: -1, by: -2)])
// expect: 7 dark
// expect: false
// expect: 3 ["theme"]
// expect: true
// expect: 6 2
// expect: [[40, 5, 6], [1, 2, 3]]
// expect: [[1, 2, 3]]
// expect: ["s", "t", "i"]
// expect: [40, 20]
