// Swift compiler execution test style (subscript mutation): subscripts with _modify-like in-place mutation through get/set, nested subscripts, observers on the owner, and subscript with inout access
struct Inventory {
    var counts: [String: Int] = [:] {
        didSet { print("counts changed:", counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }) }
    }
    subscript(item: String) -> Int {
        get { print("get", item); return counts[item, default: 0] }
        set { print("set", item, newValue); counts[item] = newValue }
    }
}
var inv = Inventory()
inv["apple"] += 3
print("--")
inv["apple"] *= 2
print("--")
func bump(_ x: inout Int) { print("bump sees", x); x += 1 }
bump(&inv["pear"])
print(inv["pear"])

struct Grid {
    var cells: [[Int]] = [[0, 0], [0, 0]]
    subscript(r: Int) -> [Int] {
        get { cells[r] }
        set { cells[r] = newValue }
    }
}
var g = Grid()
g[0][1] = 5
g[1].append(9)
print(g.cells)
g[1][0...1] = [7, 8]
print(g.cells, g[1].count)

var nested: [String: [Int]] = ["a": [1]]
nested["a"]!.append(2)
nested["b", default: []].append(3)
nested["a"]?[0] = 10
print(nested.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
var arr = [[1, 2], [3]]
arr[0][1] *= 10
arr[1] += [4, 5]
arr[1].swapAt(0, 2)
print(arr)
var s = "abc"
var chars = Array(s)
chars[1] = "X"
s = String(chars)
print(s, s[s.index(after: s.startIndex)])

// expect: get apple
// expect: set apple 3
// expect: counts changed: ["apple=3"]
// expect: --
// expect: get apple
// expect: set apple 6
// expect: counts changed: ["apple=6"]
// expect: --
// expect: get pear
// expect: bump sees 0
// expect: set pear 1
// expect: counts changed: ["apple=6", "pear=1"]
// expect: get pear
// expect: 1
// expect: [[0, 5], [0, 0, 9]]
// expect: [[0, 5], [7, 8, 9]] 3
// expect: ["a:[10, 2]", "b:[3]"]
// expect: [[1, 20], [5, 4, 3]]
// expect: aXc X
