// Subscripts: labelled, multi-parameter, generic, static, default arguments, setters with clamping and overloads by type (expected output from swiftc 6.3.1 on Linux)
struct Matrix {
    let rows: Int, cols: Int
    private var data: [Int]
    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows; self.cols = cols
        data = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Int {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        get { Array(data[(r * cols)..<((r + 1) * cols)]) }
        set { for (i, v) in newValue.prefix(cols).enumerated() { data[r * cols + i] = v } }
    }
    subscript(column c: Int) -> [Int] { (0..<rows).map { self[$0, c] } }
}
var m = Matrix(rows: 2, cols: 3)
m[0, 1] = 5
m[1, 2] += 7
m[row: 0] = [1, 2, 3, 4]
print(m[row: 0], m[row: 1], m[column: 2])

struct Palette {
    var colors = ["red", "green", "blue"]
    subscript(i: Int) -> String { colors[i] }
    subscript(name: String) -> Int? { colors.firstIndex(of: name) }
    subscript(wrapping i: Int, fallback fallback: String = "?") -> String {
        colors.isEmpty ? fallback : colors[((i % colors.count) + colors.count) % colors.count]
    }
    subscript<T: BinaryInteger>(generic i: T) -> String { "generic \(T.self): " + colors[Int(i)] }
}
let pal = Palette()
print(pal[1], pal["blue"] as Any, pal["pink"] as Any)
print(pal[wrapping: -1], pal[wrapping: 7], Palette(colors: [])[wrapping: 3], Palette(colors: [])[wrapping: 3, fallback: "none"])
print(pal[generic: UInt8(2)], pal[generic: Int16(0)])

struct Thermostat {
    private var value = 20
    subscript(clamped v: Int) -> Int {
        get { value }
        set { value = min(max(newValue, 10), 30) }
    }
}
var t = Thermostat()
t[clamped: 0] = 45
print(t[clamped: 0])
t[clamped: 0] -= 100
print(t[clamped: 0])

enum Roman {
    static let table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                        (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    static subscript(n: Int) -> String {
        var n = n, out = ""
        for (v, s) in table { while n >= v { out += s; n -= v } }
        return out
    }
}
print(Roman[1994], Roman[2024], Roman[4])

class Registry {
    private var store: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type = T.self) -> T? {
        get { store[key] as? T }
        set { store[key] = newValue }
    }
}
let reg = Registry()
reg["port"] = 8080
reg["host"] = "local"
let port: Int? = reg["port"]
print(port as Any, reg["host", as: String.self] as Any, reg["port", as: String.self] as Any)
var words = ["a": [1, 2]]
words["a"]?[1] *= 10
words["b", default: []].append(3)
print(words.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })

// expect: [1, 2, 3] [0, 0, 7] [3, 7]
// expect: green Optional(2) nil
// expect: blue green ? none
// expect: generic UInt8: blue generic Int16: red
// expect: 30
// expect: 10
// expect: MCMXCIV MMXXIV IV
// expect: Optional(8080) Optional("local") nil
// expect: ["a[1, 20]", "b[3]"]
