// Compiler test style: inout parameters with stored properties, array elements and subscripts
func bump(_ x: inout Int, by n: Int = 1) { x += n }

struct Point { var x = 0, y = 0 }
var p = Point()
bump(&p.x, by: 5)
bump(&p.y)
print(p.x, p.y)

var arr = [10, 20, 30]
bump(&arr[1], by: 7)
print(arr)

var dict = ["a": 1]
bump(&dict["a", default: 0], by: 10)
bump(&dict["b", default: 0], by: 3)
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

func swapTwo<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var s1 = "left", s2 = "right"
swapTwo(&s1, &s2)
print(s1, s2)
arr.swapAt(0, 2)
print(arr)

struct Grid {
  var cells = [0, 0, 0, 0]
  subscript(r: Int, c: Int) -> Int {
    get { cells[r * 2 + c] }
    set { cells[r * 2 + c] = newValue }
  }
}
var grid = Grid()
bump(&grid[1, 0], by: 4)
bump(&grid[0, 1], by: 2)
print(grid.cells)

func appendAll(_ a: inout [String], _ items: String...) { a += items }
var words: [String] = ["x"]
appendAll(&words, "y", "z")
print(words)
// expect: 5 1
// expect: [10, 27, 30]
// expect: ["a=11", "b=3"]
// expect: right left
// expect: [30, 27, 10]
// expect: [0, 2, 4, 0]
// expect: ["x", "y", "z"]
