// Compiler test style: closure capture by reference vs capture list by value, shared captured boxes
var x = 10
let byRef = { x }
let byVal = { [x] in x }
x = 20
print(byRef(), byVal())

func makeCounter() -> (inc: () -> Int, get: () -> Int) {
  var count = 0
  return ({ count += 1; return count }, { count })
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1.inc(), c1.inc(), c2.inc(), c1.get(), c2.get())

var closures: [() -> Int] = []
for i in 0..<3 { closures.append { i * 10 } }
print(closures.map { $0() })

var shared = 0
var adders: [() -> Void] = []
for i in 1...3 { adders.append { shared += i } }
adders.forEach { $0() }
print(shared)

var y = 1
let captureExpr = { [z = y * 100] in z + y }
y = 2
print(captureExpr())

class Box { var v = 0 }
let box = Box()
let boxCapture = { [box] in box.v }
box.v = 5
print(boxCapture())

var s = [1, 2]
let snapshot = { [s] in s.count }
let live = { s.count }
s.append(3)
print(snapshot(), live())
// expect: 20 10
// expect: 1 2 1 2 1
// expect: [0, 10, 20]
// expect: 6
// expect: 102
// expect: 5
// expect: 2 3
