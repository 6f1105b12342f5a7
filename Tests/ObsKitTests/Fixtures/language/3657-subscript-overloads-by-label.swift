// Compiler test style: subscript overloads by label and argument type
struct Grid {
    var cells: [[Int]]
    subscript(row row: Int) -> [Int] { cells[row] }
    subscript(column c: Int) -> [Int] { cells.map { $0[c] } }
    subscript(r r: Int, c c: Int) -> Int { cells[r][c] }
    subscript(_ key: String) -> Int {
        key == "sum" ? cells.flatMap { $0 }.reduce(0, +) : -1
    }
    subscript(_ i: Int) -> String { "index \(i)" }
}

let g = Grid(cells: [[1, 2, 3], [4, 5, 6]])
print(g[row: 1])
print(g[column: 2])
print(g[r: 0, c: 1])
print(g["sum"], g["other"])
let s: String = g[0]
print(s)
print(g[1] as String)

class Store {
    var data: [String: Int] = ["a": 1]
    subscript(key key: String) -> Int? {
        get { data[key] }
        set { data[key] = newValue }
    }
    subscript(key key: String, default d: Int) -> Int { data[key] ?? d }
}
class LoggingStore: Store {
    override subscript(key key: String) -> Int? {
        get { super[key: key].map { $0 * 100 } }
        set { super[key: key] = newValue }
    }
}
let stores: [Store] = [Store(), LoggingStore()]
for st in stores {
    st[key: "b"] = 2
    print(st[key: "a"] ?? 0, st[key: "b"] ?? 0, st[key: "zz", default: 9], st[key: "c"] == nil)
}
// expect: [4, 5, 6]
// expect: [3, 6]
// expect: 2
// expect: 21 -1
// expect: index 0
// expect: index 1
// expect: 1 2 9 true
// expect: 100 200 9 true
