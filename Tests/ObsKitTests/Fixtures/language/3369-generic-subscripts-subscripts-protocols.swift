// Compiler test style: generic subscripts, subscripts in protocols and extensions, subscript with inout and mutating through keypath
struct Bag {
  var storage: [String: Any] = [:]
  subscript<T>(key key: String) -> T? {
    get { storage[key] as? T }
    set { storage[key] = newValue }
  }
  subscript<T>(key key: String, as type: T.Type) -> T? { storage[key] as? T }
}
var bag = Bag()
bag[key: "n"] = 5
bag[key: "s"] = "str"
let n: Int? = bag[key: "n"]
let wrong: String? = bag[key: "n"]
print(n as Any, wrong as Any)
print(bag[key: "s", as: String.self] as Any, bag[key: "s", as: Int.self] as Any)

protocol Indexed {
  subscript(i: Int) -> String { get }
}
extension Indexed {
  subscript(pair i: Int, _ j: Int) -> String { self[i] + self[j] }
}
struct Letters: Indexed {
  subscript(i: Int) -> String { String(Character(UnicodeScalar(97 + i)!)) }
}
let l = Letters()
print(l[0], l[25], l[pair: 7, 8])
func show(_ x: some Indexed) -> String { x[2] + x[pair: 3, 4] }
print(show(l))

extension Array {
  subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
  subscript<S: Sequence>(indices s: S) -> [Element] where S.Element == Int { s.map { self[$0] } }
}
let arr = [10, 20, 30, 40]
print(arr[safe: 2] as Any, arr[safe: 9] as Any)
print(arr[indices: [3, 0, 0]], arr[indices: 1..<3])

struct Matrix {
  var rows: [[Int]]
  subscript(r: Int) -> [Int] { get { rows[r] } set { rows[r] = newValue } }
}
var m = Matrix(rows: [[1, 2], [3, 4]])
m[1][0] = 30
m[0].append(5)
func bump(_ v: inout Int) { v += 1 }
bump(&m[1][1])
print(m.rows)
let kp = \Matrix.[0]
print(m[keyPath: kp])
// expect: Optional(5) nil
// expect: Optional("str") nil
// expect: a z hi
// expect: cde
// expect: Optional(30) nil
// expect: [40, 10, 10] [20, 30]
// expect: [[1, 2, 5], [30, 5]]
// expect: [1, 2, 5]
