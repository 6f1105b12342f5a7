// Compiler test style: closures capture fresh per-iteration loop variables but share outer vars
var closures: [() -> Int] = []
for i in 0..<4 {
  closures.append { i * 10 }
}
print(closures.map { $0() })

var shared: [() -> Int] = []
var j = 0
while j < 3 {
  shared.append { j }
  j += 1
}
print(shared.map { $0() })

var copied: [() -> Int] = []
var k = 0
while k < 3 {
  copied.append { [k] in k }
  k += 1
}
print(copied.map { $0() })

var counters: [() -> Int] = []
for name in ["a", "bb", "ccc"] {
  var hits = 0
  counters.append {
    hits += name.count
    return hits
  }
}
print(counters[0](), counters[0](), counters[2](), counters[1](), counters[2]())

var pairs: [() -> String] = []
for (idx, ch) in "xyz".enumerated() {
  pairs.append { "\(idx)\(ch)" }
}
print(pairs.map { $0() }.joined(separator: ","))

var total = 0
let adders = (1...3).map { n in { total += n } }
adders.forEach { $0() }
adders[2]()
print(total)

var x = 1
let capList = { [x] in x * 100 }
let capRef = { x * 100 }
x = 7
print(capList(), capRef())

func makeAll() -> [() -> String] {
  var out: [() -> String] = []
  for w in ["one", "two"] {
    let upper = w.uppercased()
    out.append { upper + "/" + w }
  }
  return out
}
print(makeAll().map { $0() })

// expect: [0, 10, 20, 30]
// expect: [3, 3, 3]
// expect: [0, 1, 2]
// expect: 1 2 3 2 6
// expect: 0x,1y,2z
// expect: 9
// expect: 100 700
// expect: ["ONE/one", "TWO/two"]
