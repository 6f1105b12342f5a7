// Compiler test style (closures): inout parameters used by non-escaping closures, write-back timing and nested mutation
func modify(_ value: inout Int, with body: (inout Int) -> Void) {
    body(&value)
    body(&value)
}
var n = 1
modify(&n) { $0 *= 3 }
print(n)

func withInout(_ x: inout [String], _ action: () -> Void) {
    x.append("inside")
    action()
}
var words = ["start"]
withInout(&words) { print("during call", "nothing captured") }
print(words)

func accumulate(_ total: inout Int, _ items: [Int]) {
    items.forEach { total += $0 }
}
var sum = 0
accumulate(&sum, [1, 2, 3, 4])
print(sum)

func countWhere(_ counter: inout Int, _ items: [String], _ pred: (String) -> Bool) {
    func bump() { counter += 1 }
    for s in items where pred(s) { bump() }
}
var c = 0
countWhere(&c, ["apple", "avocado", "banana", "apricot"]) { $0.hasPrefix("a") }
print(c)

struct Point { var x = 0, y = 0 }
func nudge(_ p: inout Point, by d: Int) {
    func moveX() { p.x += d }
    func moveY() { p.y -= d }
    moveX(); moveY(); moveX()
}
var pt = Point()
nudge(&pt, by: 5)
print(pt.x, pt.y)

var grid = [[0, 0], [0, 0]]
modify(&grid[1][0]) { $0 += 4 }
print(grid)

var dict = ["a": 1]
modify(&dict["a", default: 0]) { $0 += 10 }
modify(&dict["b", default: 100]) { $0 -= 1 }
print(dict.sorted { $0.key < $1.key })

func twice(_ f: (inout String) -> Void) -> String {
    var s = "x"
    f(&s); f(&s)
    return s
}
print(twice { $0 += $0 })
print(twice { s in s = s.uppercased() + "y" })

var observed = 0 { didSet { print("didSet fired", observed) } }
modify(&observed) { $0 += 1 }
print(observed)

// expect: 9
// expect: during call nothing captured
// expect: ["start", "inside"]
// expect: 10
// expect: 3
// expect: 10 -5
// expect: [[0, 0], [8, 0]]
// expect: [(key: "a", value: 21), (key: "b", value: 98)]
// expect: xxxx
// expect: XYy
// expect: didSet fired 2
// expect: 2
