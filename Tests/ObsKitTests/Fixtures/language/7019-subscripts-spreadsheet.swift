// Subscripts: multi-parameter, labeled, static, default arguments, get/set
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A tiny spreadsheet of numbers: cells by (row, column), whole rows, safe lookups, and a product.
struct Sheet: CustomStringConvertible {
    let height: Int, width: Int
    private var cells: [Double]

    init(height: Int, width: Int, fill: Double = 0) {
        self.height = height
        self.width = width
        cells = Array(repeating: fill, count: height * width)
    }
    func inBounds(_ r: Int, _ c: Int) -> Bool {
        (0..<height).contains(r) && (0..<width).contains(c)
    }
    subscript(r: Int, c: Int) -> Double {
        get {
            precondition(inBounds(r, c), "no such cell")
            return cells[r * width + c]
        }
        set { cells[r * width + c] = newValue }
    }
    subscript(row r: Int) -> [Double] {
        (0..<width).map { cells[r * width + $0] }
    }
    subscript(safe r: Int, c c: Int, default fallback: Double = -1) -> Double {
        inBounds(r, c) ? self[r, c] : fallback
    }
    static func * (lhs: Sheet, rhs: Sheet) -> Sheet {
        var out = Sheet(height: lhs.height, width: rhs.width)
        for i in 0..<lhs.height {
            for j in 0..<rhs.width {
                out[i, j] = (0..<lhs.width).reduce(0) { $0 + lhs[i, $1] * rhs[$1, j] }
            }
        }
        return out
    }
    var description: String {
        (0..<height).map { self[row: $0].map { String(Int($0)) }.joined(separator: " ") }.joined(separator: " / ")
    }
}

var budget = Sheet(height: 2, width: 3)
budget[0, 2] = 7.5
budget[1, 1] = 12
budget[1, 0] += 3
print(budget[row: 1], budget[0, 2])
print(budget[safe: 4, c: 4], budget[safe: 1, c: 1], budget[safe: 0, c: 9, default: 0])

var rates = Sheet(height: 2, width: 2)
rates[0, 0] = 2; rates[0, 1] = 0; rates[1, 0] = 1; rates[1, 1] = 3
print(rates * rates)

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static subscript(n: Int) -> Weekday { Weekday(rawValue: (n - 1) % 7 + 1)! }
}
print(Weekday[3], Weekday[10], Weekday[14])

struct Inventory {
    private var counts: [String: Int] = [:]
    subscript(item: String) -> Int {
        get { counts[item, default: 0] }
        set { counts[item] = newValue > 0 ? newValue : nil }
    }
    subscript(items: String...) -> Int { items.reduce(0) { $0 + self[$1] } }
    var summary: String { counts.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" }.joined(separator: ",") }
}
var inv = Inventory()
inv["apple"] += 3
inv["pear"] = 2
inv["apple"] -= 1
inv["plum"] = 5
inv["plum"] = 0
print(inv.summary, inv["apple", "pear", "fig"])
// expect: [3.0, 12.0, 0.0] 7.5
// expect: -1.0 12.0 0.0
// expect: 4 0 / 5 9
// expect: wed wed sun
// expect: applex2,pearx2 4
