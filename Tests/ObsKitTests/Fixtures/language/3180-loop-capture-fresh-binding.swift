// Compiler test style: for-in creates a fresh binding per iteration; closures capture each
var fromFor: [() -> Int] = []
for i in 0..<4 {
  fromFor.append { i * i }
}
print(fromFor.map { $0() })

var fromVarInLoop: [() -> String] = []
for name in ["a", "b", "c"] {
  var local = name
  fromVarInLoop.append { local += "!"; return local }
}
print(fromVarInLoop.map { $0() })
print(fromVarInLoop.map { $0() })

var shared = 0
var sharedClosures: [() -> Int] = []
for k in 1...3 {
  shared += k
  sharedClosures.append { shared }
}
print(sharedClosures.map { $0() })

var pairs: [() -> (Int, Int)] = []
for (idx, v) in [10, 20].enumerated() {
  pairs.append { (idx, v) }
}
print(pairs.map { "\($0().0)-\($0().1)" })

var counters: [() -> Int] = []
for _ in 0..<2 {
  var c = 0
  counters.append { c += 1; return c }
}
print(counters[0](), counters[0](), counters[1]())
// expect: [0, 1, 4, 9]
// expect: ["a!", "b!", "c!"]
// expect: ["a!!", "b!!", "c!!"]
// expect: [6, 6, 6]
// expect: ["0-10", "1-20"]
// expect: 1 2 1
