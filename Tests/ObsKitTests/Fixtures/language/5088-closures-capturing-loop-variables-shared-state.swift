// Compiler test style (test/Interpreter/closures.swift): closures capturing loop variables and shared state
var closures: [() -> Int] = []
for i in 0..<4 {
  closures.append { i * 10 }
}
print(closures.map { $0() })

var byRef: [() -> Int] = []
var shared = 0
for _ in 0..<3 {
  shared += 1
  byRef.append { shared }
}
shared = 100
print(byRef.map { $0() })

func makeCounter(start: Int) -> (inc: () -> Int, get: () -> Int) {
  var n = start
  return ({ n += 1; return n }, { n })
}
let c1 = makeCounter(start: 5)
let c2 = makeCounter(start: 0)
print(c1.inc(), c1.inc(), c2.inc(), c1.get(), c2.get())

var captureList: [() -> Int] = []
var v = 1
captureList.append { [v] in v }
captureList.append { v }
v = 2
print(captureList.map { $0() })

var whileClosures: [() -> String] = []
var j = 0
while j < 3 {
  let k = j
  whileClosures.append { "k=\(k) j=\(j)" }
  j += 1
}
for f in whileClosures { print(f()) }

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
  return { g(f($0)) }
}
let addThenDouble = compose({ $0 + 1 }, { $0 * 2 })
print(addThenDouble(3))
let toStr = compose(addThenDouble, { "<\($0)>" })
print(toStr(10))

var adders: [(Int) -> Int] = []
for step in stride(from: 1, through: 7, by: 3) {
  adders.append { $0 + step }
}
print(adders.map { $0(100) })

let nestedCaptures = (1...3).map { x in (1...3).map { y in { x * y } } }
print(nestedCaptures.map { row in row.map { $0() } })

// expect: [0, 10, 20, 30]
// expect: [100, 100, 100]
// expect: 6 7 1 7 1
// expect: [1, 2]
// expect: k=0 j=3
// expect: k=1 j=3
// expect: k=2 j=3
// expect: 8
// expect: <22>
// expect: [101, 104, 107]
// expect: [[1, 2, 3], [2, 4, 6], [3, 6, 9]]
