// Compiler test style: struct copies vs class identity with ===
struct PointS { var x: Int; var y: Int }
final class PointC { var x: Int; var y: Int; init(x: Int, y: Int) { self.x = x; self.y = y } }

var s1 = PointS(x: 1, y: 2)
var s2 = s1
s2.x = 10
print("s1=\(s1.x),\(s1.y) s2=\(s2.x),\(s2.y)")

let c1 = PointC(x: 1, y: 2)
let c2 = c1
c2.x = 10
print("c1=\(c1.x) c2=\(c2.x) same=\(c1 === c2)")

let c3 = PointC(x: c1.x, y: c1.y)
print("c3 identical to c1: \(c1 === c3), not identical: \(c1 !== c3)")

var arrS = [s1, s1]
arrS[0].y = 99
print(arrS.map { "\($0.x):\($0.y)" }.joined(separator: " "))

let arrC = [c1, c1]
arrC[0].y = 77
print(arrC.map { "\($0.x):\($0.y)" }.joined(separator: " "))
print("c1.y after array mutation: \(c1.y)")

func bumpS(_ p: PointS) -> PointS { var q = p; q.x += 1; return q }
func bumpC(_ p: PointC) { p.x += 1 }
let r = bumpS(s1)
bumpC(c1)
print("s1.x=\(s1.x) r.x=\(r.x) c1.x=\(c1.x)")

let optC: PointC? = c1
print("optional identity: \(optC === c1)")
let none: PointC? = nil
print("nil identity: \(none === c1)")
// expect: s1=1,2 s2=10,2
// expect: c1=10 c2=10 same=true
// expect: c3 identical to c1: false, not identical: true
// expect: 1:99 1:2
// expect: 10:77 10:77
// expect: c1.y after array mutation: 77
// expect: s1.x=1 r.x=2 c1.x=11
// expect: optional identity: true
// expect: nil identity: false
