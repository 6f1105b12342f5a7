// Compiler test style: closures capture vars by reference, capture lists snapshot by value
var counter = 1
let byRef = { counter * 10 }
let byVal = { [counter] in counter * 10 }
counter = 5
print(byRef(), byVal())

func makePair() -> (() -> Int, () -> Int) {
    var x = 0
    let inc = { () -> Int in x += 1; return x }
    let snap = { [x] in x }
    return (inc, snap)
}
let (inc, snap) = makePair()
print(inc(), inc(), snap())

var closures: [() -> Int] = []
for i in 0..<3 {
    var local = i
    closures.append { local += 100; return local }
}
print(closures.map { $0() })
print(closures.map { $0() })

var shared = "a"
let appendB = { shared += "b" }
let readIt = { [s = shared + "!"] in s }
appendB(); appendB()
print(shared, readIt())
// expect: 50 10
// expect: 1 2 0
// expect: [100, 101, 102]
// expect: [200, 201, 202]
// expect: abb a!
