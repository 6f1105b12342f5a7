// Compiler test style: tuple element mutation, tuple swap, arrays of tuples and nested tuples passed inout
var a = 1, b = 2, c = 3
(a, b) = (b, a)
print(a, b)
(a, b, c) = (c, a, b)
print(a, b, c)

var pairs = [(name: "x", count: 1), (name: "y", count: 2)]
pairs[0].count += 10
pairs[1].name.append("!")
pairs.append((name: "z", count: 0))
for i in pairs.indices { pairs[i].count *= 2 }
print(pairs.map { "\($0.name)=\($0.count)" })

var nested = (id: 7, pos: (x: 1, y: 2), tags: ["a"])
nested.pos.x += 100
nested.tags.append("b")
let copy = nested
nested.pos = (x: 0, y: 0)
print(nested.pos, copy.pos, copy.tags)

func shift(_ p: inout (x: Int, y: Int), by d: Int) {
  p.x += d
  p.y -= d
}
shift(&nested.pos, by: 5)
print(nested.pos)

func minMax(_ values: [Int]) -> (min: Int, max: Int) {
  var result = (min: values[0], max: values[0])
  for v in values.dropFirst() {
    if v < result.min { result.min = v }
    if v > result.max { result.max = v }
  }
  return result
}
var mm = minMax([4, -2, 9, 3])
mm.max += 1
print(mm)

var fib = (0, 1)
for _ in 0..<10 { fib = (fib.1, fib.0 + fib.1) }
print("fib:", fib.0)

var state: (count: Int, last: String?) = (0, nil)
let events = ["open", "read", "close"]
for e in events {
  state.count += 1
  state.last = e
}
print(state.count, state.last ?? "none")
// expect: 2 1
// expect: 3 2 1
// expect: ["x=22", "y!=4", "z=0"]
// expect: (x: 0, y: 0) (x: 101, y: 2) ["a", "b"]
// expect: (x: 5, y: -5)
// expect: (min: -2, max: 10)
// expect: fib: 55
// expect: 3 close
