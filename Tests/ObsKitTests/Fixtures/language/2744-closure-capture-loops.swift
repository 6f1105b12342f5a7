// Compiler test style: closures capturing loop bindings versus shared mutable variables
var closures: [() -> Int] = []
for i in 0..<3 {
  closures.append { i * 10 }
}
print(closures.map { $0() })

closures = []
var j = 0
while j < 3 {
  closures.append { j }
  j += 1
}
print(closures.map { $0() })

closures = []
var k = 0
while k < 3 {
  let snapshot = k
  closures.append { snapshot }
  k += 1
}
print(closures.map { $0() })

closures = []
for var m in 0..<3 {
  m *= 2
  closures.append { m }
  m += 1
}
print(closures.map { $0() })

closures = []
var shared = 0
for _ in 0..<3 {
  closures.append { [shared] in shared }
  shared += 5
}
print(closures.map { $0() }, shared)

func makeCounter() -> (inc: () -> Int, get: () -> Int) {
  var count = 0
  return ({ count += 1; return count }, { count })
}
let c1 = makeCounter(), c2 = makeCounter()
_ = c1.inc(); _ = c1.inc(); _ = c2.inc()
print(c1.get(), c2.get())

var deferredOutput: [String] = []
for name in ["x", "y"] {
  defer { deferredOutput.append("end \(name)") }
  let f = { deferredOutput.append("call \(name)") }
  f()
}
print(deferredOutput)

// expect: [0, 10, 20]
// expect: [3, 3, 3]
// expect: [0, 1, 2]
// expect: [1, 3, 5]
// expect: [0, 5, 10] 15
// expect: 2 1
// expect: ["call x", "end x", "call y", "end y"]
