// Compiler test style: value vs reference semantics, inout parameters and copy-on-write
struct Point { var x = 0, y = 0 }
final class Ref { var x = 0 }
var p1 = Point()
var p2 = p1
p2.x = 5
let r1 = Ref()
let r2 = r1
r2.x = 5
print(p1.x, p2.x, r1.x, r2.x)
func moveRight(_ p: inout Point, by d: Int) { p.x += d }
moveRight(&p1, by: 3)
print(p1)
func swapValues<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var s1 = "left", s2 = "right"
swapValues(&s1, &s2)
print(s1, s2)
var arr = [1, 2, 3]
var arr2 = arr
arr2.append(4)
print(arr, arr2)
struct Bag { var items: [Int] = []; var ref = Ref() }
var b1 = Bag()
var b2 = b1
b2.items.append(1)
b2.ref.x = 42
print(b1.items, b2.items, b1.ref.x, b1.ref === b2.ref)
func increment(_ xs: inout [Int]) { for i in xs.indices { xs[i] += 1 } }
increment(&arr)
print(arr)
var nestedArr = [[1], [2, 3]]
nestedArr[1].append(4)
increment(&nestedArr[0])
print(nestedArr)
var dict = ["a": [1]]
dict["a"]?.append(2)
dict["b", default: []].append(3)
print(dict.sorted { $0.key < $1.key })
var point = Point(x: 1, y: 1)
moveRight(&point, by: point.y + 1)
print(point)
struct Counter { var n = 0; mutating func inc() -> Int { n += 1; return n } }
var counters = [Counter(), Counter()]
_ = counters[0].inc(); _ = counters[0].inc(); _ = counters[1].inc()
print(counters.map(\.n))
let frozen = counters
counters[1].n = 100
print(frozen[1].n, counters[1].n)
var str = "abc"
var str2 = str
str2 += "d"
print(str, str2)
func modify(_ x: inout Int, _ f: (inout Int) -> Void) { f(&x) }
var k = 1
modify(&k) { $0 *= 10 }
print(k)

// expect: 0 5 5 5
// expect: Point(x: 3, y: 0)
// expect: right left
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: [] [1] 42 true
// expect: [2, 3, 4]
// expect: [[2], [2, 3, 4]]
// expect: [(key: "a", value: [1, 2]), (key: "b", value: [3])]
// expect: Point(x: 3, y: 1)
// expect: [2, 1]
// expect: 1 100
// expect: abc abcd
// expect: 10
