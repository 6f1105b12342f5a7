// Compiler test style: closure capture semantics in loops: per-iteration bindings, shared vars, capture lists
var actions: [() -> Int] = []
for i in 0..<3 {
  actions.append { i * 10 }
}
print(actions.map { $0() })

var shared: [() -> Int] = []
var counter = 0
while counter < 3 {
  shared.append { counter }
  counter += 1
}
print(shared.map { $0() })

var snapshots: [() -> Int] = []
var k = 0
while k < 3 {
  snapshots.append { [k] in k * 100 }
  k += 1
}
k = 99
print(snapshots.map { $0() })

var total = 0
let adders = (1...4).map { n in { total += n } }
adders.forEach { $0() }
adders[3]()
print("total", total)

func makeMultipliers() -> [(Int) -> Int] {
  var result: [(Int) -> Int] = []
  var factor = 1
  for _ in 0..<3 {
    factor *= 2
    let fixed = factor
    result.append { $0 * fixed }
    result.append { $0 * factor }
  }
  return result
}
print(makeMultipliers().map { $0(1) })

var name = "first"
let greetNow = { [name] in "hello \(name)" }
let greetLater = { "hello \(name)" }
name = "second"
print(greetNow(), "|", greetLater())

struct Point { var x: Int; var y: Int }
var p = Point(x: 1, y: 2)
let captured = { [p] in "\(p.x),\(p.y)" }
let live = { "\(p.x),\(p.y)" }
p.x = 50
print(captured(), live())

var blocks: [String: () -> String] = [:]
for word in ["alpha", "beta"] {
  var uses = 0
  blocks[word] = { uses += 1; return "\(word)#\(uses)" }
}
print(blocks["alpha"]!(), blocks["alpha"]!(), blocks["beta"]!())

// expect: [0, 10, 20]
// expect: [3, 3, 3]
// expect: [0, 100, 200]
// expect: total 14
// expect: [2, 8, 4, 8, 8, 8]
// expect: hello first | hello second
// expect: 1,2 50,2
// expect: alpha#1 alpha#2 beta#1
