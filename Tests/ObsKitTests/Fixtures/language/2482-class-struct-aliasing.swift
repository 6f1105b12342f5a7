// Compiler test style: class vs struct assignment aliasing shown by printing both sides
struct PointValue {
  var x: Int
  var y: Int
}

final class PointRef {
  var x: Int
  var y: Int
  init(x: Int, y: Int) { self.x = x; self.y = y }
}

var v1 = PointValue(x: 1, y: 2)
var v2 = v1
v2.x = 100
print("value:", v1.x, v2.x)

let r1 = PointRef(x: 1, y: 2)
let r2 = r1
r2.x = 100
print("ref:", r1.x, r2.x, r1 === r2)

var valueArray = [v1, v1]
valueArray[0].y = 50
print("value array:", valueArray[0].y, valueArray[1].y, v1.y)

let refArray = [r1, r1]
refArray[0].y = 50
print("ref array:", refArray[0].y, refArray[1].y, r1.y)

struct Wrapper {
  var value: PointValue
  var ref: PointRef
}

var w1 = Wrapper(value: v1, ref: PointRef(x: 0, y: 0))
var w2 = w1
w2.value.x = -1
w2.ref.x = -1
print("wrapper value:", w1.value.x, w2.value.x)
print("wrapper ref:", w1.ref.x, w2.ref.x)
w2.ref = PointRef(x: 7, y: 7)
w2.ref.x = 8
print("after rebind:", w1.ref.x, w2.ref.x)

func modify(_ p: PointRef) { p.y = 999 }
func modify(_ p: PointValue) -> PointValue { var q = p; q.y = 999; return q }
modify(r1)
let changed = modify(v1)
print("after modify:", r1.y, v1.y, changed.y)

var tuple = (v1, r1)
var tupleCopy = tuple
tupleCopy.0.x = 42
tupleCopy.1.x = 42
print("tuple:", tuple.0.x, tupleCopy.0.x, tuple.1.x, tupleCopy.1.x)
tuple.0 = tupleCopy.0
print("tuple reassigned:", tuple.0.x)
// expect: value: 1 100
// expect: ref: 100 100 true
// expect: value array: 50 2 2
// expect: ref array: 50 50 50
// expect: wrapper value: 1 -1
// expect: wrapper ref: -1 -1
// expect: after rebind: -1 8
// expect: after modify: 999 2 999
// expect: tuple: 1 42 42 42
// expect: tuple reassigned: 42
