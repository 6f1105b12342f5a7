// subscripts-operators
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Vec2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec2, k: Double) -> Vec2 { Vec2(x: a.x * k, y: a.y * k) }
    static prefix func - (a: Vec2) -> Vec2 { Vec2(x: -a.x, y: -a.y) }
    static func += (a: inout Vec2, b: Vec2) { a = a + b }
    var description: String { "<\(x), \(y)>" }
}

infix operator •: MultiplicationPrecedence
func • (a: Vec2, b: Vec2) -> Double { a.x * b.x + a.y * b.y }

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }

postfix operator ~~
postfix func ~~ (n: Int) -> Int { n <= 1 ? 1 : n * (n - 2)~~ }

struct Matrix {
    var rows: Int, cols: Int
    var data: [Int]
    init(rows: Int, cols: Int, fill: Int = 0) { self.rows = rows; self.cols = cols; data = Array(repeating: fill, count: rows * cols) }
    subscript(r: Int, c: Int) -> Int {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] { Array(data[(r * cols)..<((r + 1) * cols)]) }
    subscript(column c: Int) -> [Int] { (0..<rows).map { self[$0, c] } }
    static subscript(identity n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
}

struct Sentence {
    var words: [String]
    subscript(i: Int, default d: String = "?") -> String { i < words.count ? words[i] : d }
    subscript<T: BinaryInteger>(generic i: T) -> String { words[Int(i)] }
}

let a = Vec2(x: 1, y: 2), b = Vec2(x: 3, y: -1)
print(a + b, a - b, a * 2, -a, a • b, a + b * 2)
var acc = Vec2(x: 0, y: 0)
for _ in 0..<3 { acc += a }
print(acc, acc == Vec2(x: 3, y: 6))
print(2 ** 10, 2 ** 3 ** 2, 3 * 2 ** 2)
print(7~~, 8~~)
var m = Matrix(rows: 2, cols: 3)
for r in 0..<2 { for c in 0..<3 { m[r, c] = r * 10 + c } }
print(m[row: 1], m[column: 2], m[1, 1])
m[0, 0] += 100
print(m.data)
let id = Matrix[identity: 3]
print((0..<3).map { id[row: $0] })
let s = Sentence(words: ["to", "be", "or"])
print(s[1], s[5], s[5, default: "-"], s[generic: UInt8(2)])
var grid = [[Int]](repeating: [0, 0], count: 2)
grid[1][0] = 5
print(grid)
let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("max", max)]
print(ops.map { "\($0.0)=\($0.1(9, 4))" })
print(("ab" as String) + "cd", [1] + [2, 3], 7 & 3 | 8)

// expect: <4.0, 1.0> <-2.0, 3.0> <2.0, 4.0> <-1.0, -2.0> 1.0 <7.0, 0.0>
// expect: <3.0, 6.0> true
// expect: 1024 512 12
// expect: 105 384
// expect: [10, 11, 12] [2, 12] 11
// expect: [100, 1, 2, 10, 11, 12]
// expect: [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
// expect: be ? - or
// expect: [[0, 0], [5, 0]]
// expect: ["+=13", "-=5", "*=36", "max=9"]
// expect: abcd [1, 2, 3] 11
