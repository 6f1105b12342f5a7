// Swift compiler execution test style (subscripts): multi-parameter subscripts with labels and default arguments, get/set subscripts, overloads by type and static subscripts
struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    var data: [Int]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; data = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Int {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] { Array(data[(r * cols)..<((r + 1) * cols)]) }
    subscript(column c: Int) -> [Int] { (0..<rows).map { self[$0, c] } }
    subscript(r: Int, c: Int, default d: Int) -> Int {
        (0..<rows).contains(r) && (0..<cols).contains(c) ? self[r, c] : d
    }
    var description: String { (0..<rows).map { self[row: $0].map(String.init).joined(separator: " ") }.joined(separator: " / ") }
}
var m = Matrix(rows: 2, cols: 3)
for r in 0..<2 { for c in 0..<3 { m[r, c] = r * 10 + c } }
print(m)
m[1, 1] += 100
print(m[row: 1], m[column: 1], m[5, 5, default: -1], m[0, 2, default: -1])

struct Text {
    var chars: [Character]
    subscript(i: Int) -> Character { chars[i] }
    subscript(r: Range<Int>) -> String { String(chars[r]) }
    subscript(from i: Int, count n: Int = 2) -> String { String(chars[i..<min(i + n, chars.count)]) }
}
let t = Text(chars: Array("subscript"))
print(t[0], t[3..<6], t[from: 2], t[from: 6, count: 10])

enum Planet {
    static let names = ["mercury", "venus", "earth"]
    static subscript(i: Int) -> String { names[i].uppercased() }
    static subscript(name n: String) -> Int? { names.firstIndex(of: n) }
}
print(Planet[1], Planet[name: "earth"] as Any, Planet[name: "pluto"] as Any)

struct Defaults {
    private var store: [String: Int] = [:]
    subscript(key: String, fallback: Int = 0) -> Int {
        get { store[key] ?? fallback }
        set { store[key] = newValue }
    }
}
var d = Defaults()
print(d["a"], d["a", 7])
d["a"] = 3
d["b", 10] += 1
print(d["a"], d["b"], d["b", 99])

// expect: 0 1 2 / 10 11 12
// expect: [10, 111, 12] [1, 111] -1 2
// expect: s scr bs ipt
// expect: VENUS Optional(2) nil
// expect: 0 7
// expect: 3 11 11
