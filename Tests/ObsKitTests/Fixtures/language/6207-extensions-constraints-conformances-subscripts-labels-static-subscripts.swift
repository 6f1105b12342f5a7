// Language Reference style (declarations): extensions with constraints and conformances, subscripts with labels, static subscripts
extension Int {
    var squared: Int { self * self }
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
    subscript(digit i: Int) -> Int { var n = self; for _ in 0..<i { n /= 10 }; return n % 10 }
    mutating func negate() { self = -self }
}
print(7.squared, 12345[digit: 0], 12345[digit: 3])
var k = 5; k.negate(); print(k)
3.times { print("tick") }

extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
}
extension Array where Element == String {
    var joinedUp: String { joined(separator: "-") }
}
print([1, 2, 3].total, [1.5, 2.5].total, ["a", "b"].joinedUp)
extension Collection where Element: Equatable {
    func count(of x: Element) -> Int { filter { $0 == x }.count }
}
print("banana".count(of: "a"), [1, 2, 1].count(of: 1))

struct Temp { var c: Double }
extension Temp: CustomStringConvertible { var description: String { "\(c)C" } }
extension Temp: Comparable { static func < (a: Temp, b: Temp) -> Bool { a.c < b.c } }
print([Temp(c: 3), Temp(c: -1)].sorted(), Temp(c: 1) < Temp(c: 2))

struct Matrix {
    var rows: Int, cols: Int, data: [Double]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; data = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Double { get { data[r * cols + c] } set { data[r * cols + c] = newValue } }
    subscript(row r: Int) -> [Double] { Array(data[(r * cols)..<((r + 1) * cols)]) }
    subscript(safe r: Int, _ c: Int) -> Double? { r < rows && c < cols ? self[r, c] : nil }
}
var m = Matrix(rows: 2, cols: 2)
m[0, 0] = 1; m[1, 1] = 4
print(m[row: 1], m[safe: 0, 0] as Any, m[safe: 5, 0] as Any)

enum Registry {
    static var store: [String: Int] = [:]
    static subscript(key: String) -> Int { get { store[key, default: 0] } set { store[key] = newValue } }
}
Registry["a"] = 3
Registry["a"] += 1
print(Registry["a"], Registry["zz"])
struct Poly { subscript(x: Int...) -> Int { x.reduce(0, +) }; subscript(x x: Int, default d: String = "d") -> String { "\(x)\(d)" } }
print(Poly()[1, 2, 3], Poly()[x: 4], Poly()[x: 4, default: "e"])
extension Optional where Wrapped == Int { var orZero: Int { self ?? 0 } }
let none: Int? = nil
print(none.orZero, Optional(8).orZero)

// expect: 49 5 2
// expect: -5
// expect: tick
// expect: tick
// expect: tick
// expect: 6 4.0 a-b
// expect: 3 2
// expect: [-1.0C, 3.0C] true
// expect: [0.0, 4.0] Optional(1.0) nil
// expect: 4 0
// expect: 6 4d 4e
// expect: 0 8
