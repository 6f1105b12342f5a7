// Swift compiler Interpreter test style: inout parameters and exclusivity-safe swaps
import Foundation

func increment(_ x: inout Int, by step: Int = 1) {
  x += step
}

func swapValues<T>(_ a: inout T, _ b: inout T) {
  let tmp = a
  a = b
  b = tmp
}

var n = 5
increment(&n)
increment(&n, by: 10)
print(n)

var s1 = "left", s2 = "right"
swapValues(&s1, &s2)
print(s1, s2)

var nums = [1, 2, 3, 4, 5]
nums.swapAt(0, 4)
print(nums)
nums.swapAt(1, 3)
print(nums)

var tmp = nums[2]
increment(&tmp, by: 100)
nums[2] = tmp
print(nums)

increment(&nums[0], by: 50)
print(nums)

struct Point { var x: Int; var y: Int }
func shuffledPoint() -> Point {
  // distinct stored properties of a local struct may be accessed together
  var p = Point(x: 1, y: 2)
  increment(&p.x, by: 3)
  swapValues(&p.x, &p.y)
  return p
}
var gp = shuffledPoint()
(gp.x, gp.y) = (gp.y * 10, gp.x * 10)
print(gp.x, gp.y)

func reverseInPlace(_ a: inout [Int]) {
  var i = 0, j = a.count - 1
  while i < j {
    a.swapAt(i, j)
    i += 1; j -= 1
  }
}
reverseInPlace(&nums)
print(nums)

func normalize(_ v: inout (Double, Double)) {
  let len = (v.0 * v.0 + v.1 * v.1).squareRoot()
  v.0 /= len
  v.1 /= len
}
var vec = (3.0, 4.0)
normalize(&vec)
print(vec)

var dict = ["a": 1]
increment(&dict["a", default: 0], by: 4)
increment(&dict["b", default: 0], by: 2)
print(dict.sorted { $0.key < $1.key })

// copy first to avoid overlapping access to the same variable
var balance = 100
var copy = balance
increment(&balance, by: copy)
print(balance, copy)
copy = 0
print(balance, copy)
// expect: 16
// expect: right left
// expect: [5, 2, 3, 4, 1]
// expect: [5, 4, 3, 2, 1]
// expect: [5, 4, 103, 2, 1]
// expect: [55, 4, 103, 2, 1]
// expect: 40 20
// expect: [1, 2, 103, 4, 55]
// expect: (0.6, 0.8)
// expect: [(key: "a", value: 5), (key: "b", value: 2)]
// expect: 200 100
// expect: 200 0
