// Compiler test style: inout through subscripts and property observers — willSet/didSet fire once per inout writeback, in a fixed order
struct Grid {
    private var cells: [Int]
    let width: Int
    init(width: Int, height: Int) {
        self.width = width
        cells = Array(repeating: 0, count: width * height)
    }
    subscript(x x: Int, y y: Int) -> Int {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
    var rows: [[Int]] {
        stride(from: 0, to: cells.count, by: width).map { Array(cells[$0..<$0 + width]) }
    }
}

func double(_ v: inout Int) { v *= 2 }
func addOne(_ v: inout Int) { v += 1 }

var grid = Grid(width: 3, height: 2)
addOne(&grid[x: 1, y: 0])
addOne(&grid[x: 1, y: 0])
double(&grid[x: 1, y: 0])
addOne(&grid[x: 2, y: 1])
grid[x: 0, y: 1] += 5
print(grid.rows)

final class Model {
    var level = 1 {
        willSet { print("  willSet level \(level) -> \(newValue)") }
        didSet { print("  didSet level \(oldValue) -> \(level)") }
    }
    var tags: [String] = [] {
        didSet { print("  tags changed to \(tags)") }
    }
}

let m = Model()
print("double via inout")
double(&m.level)
print("compound assignment")
m.level += 3
print("append via mutating method")
m.tags.append("new")
print("inout on array element of observed property")
m.tags.append("old")
func shout(_ s: inout String) { s = s.uppercased() }
shout(&m.tags[1])
print("final level \(m.level), tags \(m.tags)")

struct Wrapper {
    var inner: [String: [Int]] = [:]
}
var w = Wrapper()
w.inner["a", default: []].append(1)
w.inner["a", default: []].append(2)
addOne(&w.inner["a"]![0])
print(w.inner["a"]!)

// expect: [[0, 4, 0], [5, 0, 1]]
// expect: double via inout
// expect:   willSet level 1 -> 2
// expect:   didSet level 1 -> 2
// expect: compound assignment
// expect:   willSet level 2 -> 5
// expect:   didSet level 2 -> 5
// expect: append via mutating method
// expect:   tags changed to ["new"]
// expect: inout on array element of observed property
// expect:   tags changed to ["new", "old"]
// expect:   tags changed to ["new", "OLD"]
// expect: final level 5, tags ["new", "OLD"]
// expect: [2, 2]
