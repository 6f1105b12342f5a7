// subscript-overloads
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Matrix {
    let rows: Int, cols: Int
    private var storage: [Double]

    init(rows: Int, cols: Int, fill: Double = 0) {
        self.rows = rows; self.cols = cols
        storage = Array(repeating: fill, count: rows * cols)
    }

    subscript(r: Int, c: Int) -> Double {
        get { storage[r * cols + c] }
        set { storage[r * cols + c] = newValue }
    }

    subscript(row r: Int) -> [Double] {
        Array(storage[(r * cols)..<((r + 1) * cols)])
    }

    subscript(column c: Int) -> [Double] {
        (0..<rows).map { self[$0, c] }
    }

    subscript(safe r: Int, c: Int) -> Double? {
        guard r >= 0, r < rows, c >= 0, c < cols else { return nil }
        return self[r, c]
    }
}

var m = Matrix(rows: 2, cols: 3)
for r in 0..<2 { for c in 0..<3 { m[r, c] = Double(r * 10 + c) } }
m[1, 2] += 0.5
print(m[row: 0], m[row: 1])
print(m[column: 2])
print(m[safe: 5, 0] as Any, m[safe: 1, 1] as Any)

struct Inventory {
    var items: [String: Int] = [:]
    subscript(name: String) -> Int {
        get { items[name] ?? 0 }
        set { items[name] = newValue == 0 ? nil : newValue }
    }
    subscript(names: String...) -> Int {
        names.reduce(0) { $0 + self[$1] }
    }
    static subscript(unit: String) -> String {
        unit == "kg" ? "kilograms" : "units"
    }
}

var inv = Inventory()
inv["apple"] = 3
inv["pear"] += 2
inv["apple"] -= 3
print(inv.items.keys.sorted(), inv["apple"], inv["pear"])
inv["fig"] = 4
print(inv["pear", "fig", "kiwi"])
print(Inventory["kg"], Inventory["box"])

extension Array {
    subscript(wrapping i: Int) -> Element {
        self[((i % count) + count) % count]
    }
}
let letters = ["a", "b", "c"]
print(letters[wrapping: -1], letters[wrapping: 4], letters[wrapping: 3])
// expect: [0.0, 1.0, 2.0] [10.0, 11.0, 12.5]
// expect: [2.0, 12.5]
// expect: nil Optional(11.0)
// expect: ["pear"] 0 2
// expect: 6
// expect: kilograms units
// expect: c b a
