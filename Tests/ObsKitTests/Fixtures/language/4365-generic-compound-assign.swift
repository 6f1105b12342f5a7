// Compiler test style: compound assignment operators inside generic functions and protocol extensions

protocol Accumulating {
  static func += (lhs: inout Self, rhs: Self)
  static var initial: Self { get }
}

extension Int: Accumulating {
  static var initial: Int { return 0 }
}

extension String: Accumulating {
  static var initial: String { return "" }
}

struct Stats: Accumulating, CustomStringConvertible {
  var count = 0
  var sum = 0
  var maxSeen = Int.min

  static var initial: Stats { return Stats() }

  static func += (lhs: inout Stats, rhs: Stats) {
    lhs.count += rhs.count
    lhs.sum += rhs.sum
    if rhs.maxSeen > lhs.maxSeen {
      lhs.maxSeen = rhs.maxSeen
    }
  }

  init() {}
  init(_ v: Int) {
    count = 1
    sum = v
    maxSeen = v
  }

  var description: String { return "n=\(count) sum=\(sum) max=\(maxSeen)" }
}

func accumulate<T: Accumulating>(_ xs: [T]) -> T {
  var acc = T.initial
  for x in xs {
    acc += x
  }
  return acc
}

func scale<T: Numeric>(_ xs: inout [T], by k: T) {
  for i in xs.indices {
    xs[i] *= k
  }
}

func shiftAll<T: FixedWidthInteger>(_ xs: inout [T], left n: Int) {
  for i in xs.indices {
    xs[i] <<= n
  }
}

func bump<T: AdditiveArithmetic>(_ x: inout T, _ d: T, times: Int) {
  for _ in 0..<times {
    x += d
  }
}

struct Grid {
  var cells: [[Int]]
  subscript(r: Int, c: Int) -> Int {
    get { return cells[r][c] }
    set { cells[r][c] = newValue }
  }
}

print(accumulate([1, 2, 3, 4]))
print(accumulate(["a", "b", "c"]))
print(accumulate([Stats(5), Stats(2), Stats(9), Stats(1)]))
print(accumulate([Stats]()).count)

var nums = [1, 2, 3]
scale(&nums, by: 10)
print(nums)
var ds = [0.5, 1.5]
scale(&ds, by: 4)
print(ds)
var bytes: [UInt8] = [1, 3, 0x81]
shiftAll(&bytes, left: 1)
print(bytes)
var words: [Int16] = [1, -1, 300]
shiftAll(&words, left: 4)
print(words)

var total = 0
bump(&total, 7, times: 3)
print(total)
var f = 1.0
bump(&f, 0.25, times: 4)
print(f)

var g = Grid(cells: [[1, 2], [3, 4]])
g[0, 1] += 10
g[1, 0] *= 5
g[1, 1] -= 4
print(g.cells)

var dict = ["a": 1]
dict["a", default: 0] += 5
dict["b", default: 100] -= 1
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var tuple = (x: 1, y: 2)
tuple.x += 10
tuple.y *= tuple.x
print(tuple.x, tuple.y)

var arr = [[1], [2]]
arr[0] += [5, 6]
arr[1] += arr[0]
print(arr)

var s = "abc"
s += "def"
s += String(s.reversed())
print(s)
var st = Stats(3)
st += Stats(10)
st += .initial
print(st)

// expect: 10
// expect: abc
// expect: n=4 sum=17 max=9
// expect: 0
// expect: [10, 20, 30]
// expect: [2.0, 6.0]
// expect: [2, 6, 2]
// expect: [16, -16, 4800]
// expect: 21
// expect: 2.0
// expect: [[1, 12], [15, 0]]
// expect: ["a=6", "b=99"]
// expect: 11 22
// expect: [[1, 5, 6], [2, 1, 5, 6]]
// expect: abcdeffedcba
// expect: n=2 sum=13 max=10
