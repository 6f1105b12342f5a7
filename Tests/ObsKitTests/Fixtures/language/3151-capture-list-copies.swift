// Compiler test style: capture list [x] copies the value at closure creation time
var x = 1
let byRef = { x }
let byValue = { [x] in x }
x = 2
print(byRef(), byValue())

var y = 100
let renamed = { [snapshot = y, doubled = y * 2] in snapshot + doubled }
y = 0
print(renamed())

var closures: [() -> Int] = []
var i = 0
while i < 3 {
  closures.append { [i] in i * 10 }
  i += 1
}
print(closures.map { $0() })

var refs: [() -> Int] = []
var j = 0
while j < 3 {
  refs.append { j * 10 }
  j += 1
}
print(refs.map { $0() })

struct Point { var px: Int }
var p = Point(px: 3)
let capturedStruct = { [p] in p.px }
p.px = 99
print(capturedStruct(), p.px)
// expect: 2 1
// expect: 300
// expect: [0, 10, 20]
// expect: [30, 30, 30]
// expect: 3 99
