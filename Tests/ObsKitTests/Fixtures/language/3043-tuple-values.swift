// Compiler test style: tuples behave as values: copying, mutating elements, swapping via destructuring
var pair = (x: 1, y: "one")
var other = pair
other.x = 2
other.y = "two"
print(pair, other)

var (a, b) = (10, 20)
(a, b) = (b, a)
print(a, b)

var triple = (1, (2, 3), [4])
var t2 = triple
t2.1.0 = 200
t2.2.append(5)
print(triple)
print(t2)

func bumpTuple(_ t: inout (count: Int, label: String)) {
  t.count += 1
  t.label += "+"
}
var tt = (count: 0, label: "c")
bumpTuple(&tt)
bumpTuple(&tt)
print(tt.count, tt.label)

var tuples = [(1, "a"), (2, "b")]
tuples[0].0 += 100
tuples[1].1 = "z"
print(tuples)

final class K { var v = 0 }
let k = K()
let withRef = (k, 1)
var copyRef = withRef
copyRef.0.v = 9
copyRef.1 = 2
print(withRef.0.v, withRef.1, copyRef.1, withRef.0 === copyRef.0)
// expect: (x: 1, y: "one") (x: 2, y: "two")
// expect: 20 10
// expect: (1, (2, 3), [4])
// expect: (1, (200, 3), [4, 5])
// expect: 2 c++
// expect: [(101, "a"), (2, "z")]
// expect: 9 1 2 true
