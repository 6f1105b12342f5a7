// A compound assignment through a subscript with a computed index evaluates the index once, then the
// right-hand side, then reads and writes the element (arrays, a class's property, nested subscripts,
// `dict[k()]? += x`, which skips x when the element is nil, `dict[k()]!`, `dict[k(), default:]`).
// Expected output from swiftc 6.3.1 on Linux.
var log: [String] = []
func i(_ n: Int) -> Int { log.append("i\(n)"); return n }
func r(_ n: Int) -> Int { log.append("r\(n)"); return n }
var arr = [10, 20, 30]
arr[i(1)] += r(5)
arr[i(0) + 1] *= r(2)
final class Box { var items = [1, 2, 3]; var map = ["a": 1] }
let box = Box()
box.items[i(2)] -= r(1)
var dict = ["x": 1]
func k(_ s: String) -> String { log.append("k" + s); return s }
dict[k("x")]? += r(10)
dict[k("y")]? += r(99)
dict[k("z"), default: 0] += r(3)
box.map[k("a")]! += r(4)
var grid = [[1, 2], [3, 4]]
grid[i(1)][i(0)] += r(100)
var s = ["ab"]
s[i(0)] += "cd"
print(arr, box.items, dict.sorted { $0.key < $1.key }, box.map, grid, s)
print(log)

// expect: [10, 50, 30] [1, 2, 2] [(key: "x", value: 11), (key: "z", value: 3)] ["a": 5] [[1, 2], [103, 4]] ["abcd"]
// expect: ["i1", "r5", "i0", "r2", "i2", "r1", "kx", "r10", "ky", "kz", "r3", "ka", "r4", "i1", "i0", "r100", "i0"]
