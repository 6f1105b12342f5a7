// Compiler test style (test/Interpreter/inout.swift): inout parameters and legal (non-overlapping) aliasing
func increment(_ x: inout Int, by n: Int = 1) { x += n }
var a = 1
increment(&a)
increment(&a, by: 10)
print(a)

func swapValues<T>(_ x: inout T, _ y: inout T) { let t = x; x = y; y = t }
var p = "left", q = "right"
swapValues(&p, &q)
print(p, q)

var arr = [1, 2, 3, 4]
increment(&arr[0], by: 100)
arr.swapAt(1, 3)
print(arr)
var arr2 = [10, 20]
swapValues(&arr[0], &arr2[1])
print(arr, arr2)

struct Point { var x = 0, y = 0 }
var pt = Point()
swapValues(&pt.x, &a)
print(pt, a)
var pts = [Point(x: 1, y: 2), Point(x: 3, y: 4)]
increment(&pts[1].y, by: 5)
print(pts.map { "\($0.x),\($0.y)" })

var dict = ["k": 1]
increment(&dict["k", default: 0])
increment(&dict["new", default: 0], by: 7)
print(dict.sorted { $0.key < $1.key })

var opt: Int? = 3
func bumpOptional(_ x: inout Int?) { x = (x ?? 0) + 1 }
bumpOptional(&opt)
print(opt as Any)
var optNil: Int? = nil
bumpOptional(&optNil)
print(optNil as Any)

func appendTwice(_ xs: inout [String], _ s: String) { xs.append(s); xs.append(s) }
var strs: [String] = []
appendTwice(&strs, "a")
appendTwice(&strs, "b")
print(strs)

class Holder { var value = 0 }
let h = Holder()
increment(&h.value, by: 42)
print(h.value)

func modifyThroughClosure(_ x: inout Int, _ f: (inout Int) -> Void) { f(&x); f(&x) }
var m = 2
modifyThroughClosure(&m) { $0 *= 3 }
print(m)

var computedBacking = 5
var computed: Int {
  get { computedBacking }
  set { print("setting computed to \(newValue)"); computedBacking = newValue }
}
increment(&computed, by: 3)
print(computedBacking)

func localAliasing() {
  var tuple = (1, 2)
  swapValues(&tuple.0, &tuple.1)
  var lp = Point(x: 7, y: 8)
  swapValues(&lp.x, &lp.y)
  print(tuple, lp)
}
localAliasing()

// expect: 12
// expect: right left
// expect: [101, 4, 3, 2]
// expect: [20, 4, 3, 2] [10, 101]
// expect: Point(x: 12, y: 0) 0
// expect: ["1,2", "3,9"]
// expect: [(key: "k", value: 2), (key: "new", value: 7)]
// expect: Optional(4)
// expect: Optional(1)
// expect: ["a", "a", "b", "b"]
// expect: 42
// expect: 18
// expect: setting computed to 8
// expect: 8
// expect: (2, 1) Point(x: 8, y: 7)
