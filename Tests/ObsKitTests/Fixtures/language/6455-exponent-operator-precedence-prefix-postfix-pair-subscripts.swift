// Swift Apprentice style (custom operators and subscripts): an exponent operator with precedence, a prefix/postfix pair, and subscripts with labels
precedencegroup ExponentiationPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator **: ExponentiationPrecedence
func ** <T: BinaryInteger>(base: T, power: Int) -> T {
    precondition(power >= 0)
    var result: T = 1
    for _ in 0..<power { result *= base }
    return result
}
infix operator **=: AssignmentPrecedence
func **= <T: BinaryInteger>(lhs: inout T, rhs: Int) { lhs = lhs ** rhs }
print(2 ** 3, 2 ** 3 ** 2, 2 * 3 ** 2, UInt8(3) ** 4)
var base = 5
base **= 3
print(base)

prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }
postfix operator ++
postfix func ++ (value: inout Int) -> Int { defer { value += 1 }; return value }
var counter = 7
print(√16, √2 > 1.41, counter++, counter)

struct Vector: Equatable, CustomStringConvertible {
    var x, y: Double
    static func + (l: Vector, r: Vector) -> Vector { Vector(x: l.x + r.x, y: l.y + r.y) }
    static func * (l: Vector, k: Double) -> Vector { Vector(x: l.x * k, y: l.y * k) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (l: inout Vector, r: Vector) { l = l + r }
    var description: String { "(\(x), \(y))" }
}
var v = Vector(x: 1, y: 2)
v += Vector(x: 0.5, y: 0.5) * 2
print(v, -v, v == Vector(x: 2, y: 3))

class Person {
    let name: String
    let age: Int
    init(name: String, age: Int) { self.name = name; self.age = age }
    subscript(key key: String) -> String? {
        switch key {
        case "name": return name
        case "age": return "\(age)"
        default: return nil
        }
    }
}
let me = Person(name: "Cosmin", age: 33)
print(me[key: "name"]!, me[key: "age"]!, me[key: "gender"] ?? "n/a")
struct Matrix {
    let rows: Int, columns: Int
    private var grid: [Double]
    init(rows: Int, columns: Int) { self.rows = rows; self.columns = columns; grid = Array(repeating: 0, count: rows * columns) }
    subscript(row: Int, column: Int) -> Double {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
    subscript(row row: Int) -> [Double] { Array(grid[row * columns ..< (row + 1) * columns]) }
    static subscript(identity n: Int) -> Matrix {
        var m = Matrix(rows: n, columns: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
}
var m = Matrix(rows: 2, columns: 3)
m[0, 1] = 1.5
m[1, 2] += 4
print(m[row: 0], m[row: 1], Matrix[identity: 3][row: 1])
extension String {
    subscript(safe i: Int) -> Character? { i >= 0 && i < count ? self[index(startIndex, offsetBy: i)] : nil }
}
print("swift"[safe: 1]!, "swift"[safe: 10] == nil)

// expect: 8 512 18 81
// expect: 125
// expect: 4.0 true 7 8
// expect: (2.0, 3.0) (-2.0, -3.0) true
// expect: Cosmin 33 n/a
// expect: [0.0, 1.5, 0.0] [0.0, 0.0, 4.0] [0.0, 1.0, 0.0]
// expect: w true
