// In-out parameters: copy-in copy-out, computed properties and observers as in-out, and exclusivity-safe patterns (expected output from swiftc 6.3.1 on Linux)
struct Gauge {
    var raw = 0 {
        didSet { print("  raw didSet \(oldValue) -> \(raw)") }
    }
    var doubled: Int {
        get { print("  get doubled"); return raw * 2 }
        set { print("  set doubled \(newValue)"); raw = newValue / 2 }
    }
}

func bump(_ v: inout Int, by n: Int) {
    print("  bump start v=\(v)")
    v += n
    v += n
    print("  bump end v=\(v)")
}

var g = Gauge()
print("stored property:")
bump(&g.raw, by: 1)
print("computed property:")
bump(&g.doubled, by: 3)
print("final raw", g.raw)

func swapEnds(_ a: inout [Int]) {
    guard a.count > 1 else { return }
    a.swapAt(0, a.count - 1)
}
var nums = [1, 2, 3, 4]
swapEnds(&nums)
print(nums)

func addAll(_ target: inout Int, _ values: Int...) { for v in values { target += v } }
var total = 0
addAll(&total, 1, 2, 3)
print(total)

var pair = (left: 10, right: 20)
func transfer(_ from: inout Int, _ to: inout Int, amount: Int) {
    from -= amount
    to += amount
}
func local() {
    var p = (left: 10, right: 20)
    transfer(&p.left, &p.right, amount: 4)
    print("local tuple:", p.left, p.right)
}
local()
let snapshot = pair.left
transfer(&pair.right, &nums[0], amount: snapshot)
print(pair, nums)

var grid = [[0, 0], [0, 0]]
func mark(_ cell: inout Int) { cell += 7 }
mark(&grid[1][0])
print(grid)

var dict = ["a": 1]
func incr(_ x: inout Int?) { x = (x ?? 0) + 1 }
incr(&dict["a"])
incr(&dict["b"])
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

struct Counter { var hits = 0; mutating func hit() { hits += 1 } }
var counters = [Counter(), Counter()]
for i in counters.indices { for _ in 0...i { counters[i].hit() } }
print(counters.map(\.hits))

// expect: stored property:
// expect:   bump start v=0
// expect:   bump end v=2
// expect:   raw didSet 0 -> 2
// expect: computed property:
// expect:   get doubled
// expect:   bump start v=4
// expect:   bump end v=10
// expect:   set doubled 10
// expect:   raw didSet 2 -> 5
// expect: final raw 5
// expect: [4, 2, 3, 1]
// expect: 6
// expect: local tuple: 6 24
// expect: (left: 10, right: 10) [14, 2, 3, 1]
// expect: [[0, 0], [7, 0]]
// expect: ["a=2", "b=1"]
// expect: [1, 2]
