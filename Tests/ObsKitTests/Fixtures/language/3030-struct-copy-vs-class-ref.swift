// Compiler test style: struct assignment copies while class assignment shares the instance
struct PointS {
  var x: Int
  var y: Int
}

final class PointC {
  var x: Int
  var y: Int
  init(x: Int, y: Int) { self.x = x; self.y = y }
}

var s1 = PointS(x: 1, y: 2)
var s2 = s1
s2.x = 100
print("s1:", s1.x, s1.y)
print("s2:", s2.x, s2.y)

let c1 = PointC(x: 1, y: 2)
let c2 = c1
c2.x = 100
print("c1:", c1.x, c1.y)
print("c2:", c2.x, c2.y)
print("same object:", c1 === c2)

let c3 = PointC(x: 100, y: 2)
print("c3 identical to c1:", c3 === c1)
print("c3 not identical:", c3 !== c1)

func bump(_ p: PointS) -> PointS {
  var q = p
  q.y += 10
  return q
}
func bump(_ p: PointC) {
  p.y += 10
}
let s3 = bump(s1)
bump(c1)
print("after bump s1.y =", s1.y, "s3.y =", s3.y)
print("after bump c1.y =", c1.y, "c2.y =", c2.y)
// expect: s1: 1 2
// expect: s2: 100 2
// expect: c1: 100 2
// expect: c2: 100 2
// expect: same object: true
// expect: c3 identical to c1: false
// expect: c3 not identical: true
// expect: after bump s1.y = 2 s3.y = 12
// expect: after bump c1.y = 12 c2.y = 12
