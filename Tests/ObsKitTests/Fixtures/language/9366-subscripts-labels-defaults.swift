// subscripts: labels, default arguments, multiple parameters, static, generic, variadic, setters
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Grid {
    private var cells: [Int]
    let width: Int, height: Int
    init(width: Int, height: Int) {
        self.width = width; self.height = height
        cells = Array(repeating: 0, count: width * height)
    }
    subscript(x: Int, y: Int) -> Int {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        Array(cells[(r * width)..<((r + 1) * width)])
    }
    subscript(column c: Int) -> [Int] {
        (0..<height).map { self[c, $0] }
    }
    subscript(x: Int, y: Int, default d: Int = -1) -> Int {
        (0..<width).contains(x) && (0..<height).contains(y) ? self[x, y] : d
    }
}
var g = Grid(width: 3, height: 2)
g[0, 0] = 1
g[2, 1] = 9
g[1, 1] += 4
print(g[row: 0], g[row: 1], g[column: 2], g[column: 1])
print(g[5, 5, default: 0], g[2, 1, default: 0], g[7, 0, default: -7])

struct Config {
    private var values: [String: String] = [:]
    subscript(key: String, default fallback: @autoclosure () -> String = "<unset>") -> String {
        get { values[key] ?? fallback() }
        set { values[key] = newValue }
    }
    subscript<T: LosslessStringConvertible>(key: String, as type: T.Type) -> T? {
        values[key].flatMap(T.init)
    }
    subscript(keys: String...) -> [String] { keys.map { self[$0] } }
}
var cfg = Config()
cfg["port"] = "8080"
cfg["debug"] = "true"
cfg["name"] = "srv"
print(cfg["port"], cfg["host"], cfg["host", default: "localhost"])
print(cfg["port", as: Int.self] as Any, cfg["debug", as: Bool.self] as Any, cfg["name", as: Int.self] as Any)
print(cfg["name", "port", "nope"])

enum Palette {
    static let colors = ["red", "green", "blue"]
    static subscript(i: Int) -> String { colors[i % colors.count] }
    static subscript(name n: String) -> Int? { colors.firstIndex(of: n) }
}
print(Palette[4], Palette[name: "blue"] as Any, Palette[name: "pink"] as Any)

struct Bits {
    var raw: UInt8
    subscript(bit i: Int) -> Bool {
        get { raw & (1 << i) != 0 }
        set { if newValue { raw |= 1 << i } else { raw &= ~(1 << i) } }
    }
    subscript(range: Range<Int>) -> UInt8 {
        (raw >> range.lowerBound) & UInt8((1 << range.count) - 1)
    }
}
var b = Bits(raw: 0)
b[bit: 0] = true
b[bit: 3] = true
b[bit: 7] = true
b[bit: 0] = false
print(b.raw, b[bit: 3], b[bit: 4], b[3..<8], b[0..<4])

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
    subscript(wrapping i: Int) -> Element { self[((i % count) + count) % count] }
}
let xs = [10, 20, 30]
print(xs[safe: 1] as Any, xs[safe: 3] as Any, xs[wrapping: -1], xs[wrapping: 7])
extension String {
    subscript(offset i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
    subscript(from a: Int, to b: Int) -> Substring { self[index(startIndex, offsetBy: a)..<index(startIndex, offsetBy: b)] }
}
print("subscript"[offset: 3], "subscript"[from: 3, to: 6])

// expect: [1, 0, 0] [0, 4, 9] [0, 9] [0, 4]
// expect: 0 9 -7
// expect: 8080 <unset> localhost
// expect: Optional(8080) Optional(true) nil
// expect: ["srv", "8080", "<unset>"]
// expect: green Optional(2) nil
// expect: 136 true false 17 8
// expect: Optional(20) nil 30 20
// expect: s scr
