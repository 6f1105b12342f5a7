// Compiler test style: escaping closures stored in an array capture loop state
var handlers: [() -> Int] = []
for i in 0..<4 {
  handlers.append { i * i }
}
print(handlers.map { $0() })

var shared = 0
var incs: [() -> Void] = []
for step in 1...3 {
  incs.append { shared += step }
}
for f in incs { f() }
print("shared", shared)
for f in incs.reversed() { f(); print(shared, terminator: " ") }
print()

func makeAdders(_ n: Int) -> [(Int) -> Int] {
  var result: [(Int) -> Int] = []
  var k = 0
  while k < n {
    let captured = k
    result.append { $0 + captured }
    k += 1
  }
  return result
}
let adders = makeAdders(3)
print(adders.map { $0(10) })

var names: [String: () -> String] = [:]
for word in ["alpha", "beta", "gamma"] {
  names[word] = { word.uppercased() }
}
for key in names.keys.sorted() { print(key, names[key]!()) }
// expect: [0, 1, 4, 9]
// expect: shared 6
// expect: 9 11 12 
// expect: [10, 11, 12]
// expect: alpha ALPHA
// expect: beta BETA
// expect: gamma GAMMA
