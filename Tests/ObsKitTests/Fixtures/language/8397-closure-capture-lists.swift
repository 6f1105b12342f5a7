// Compiler-test style: closures capturing variables by reference vs capture lists copying values, weak/unowned captures
var counter = 10
let byRef = { counter }
let byValue = { [counter] in counter }
counter = 20
print(byRef(), byValue())

func makeIncrementers() -> (() -> Int, () -> Int) {
    var total = 0
    let inc = { () -> Int in total += 1; return total }
    let peek = { total }
    return (inc, peek)
}
let (inc, peek) = makeIncrementers()
_ = inc(); _ = inc()
print(inc(), peek())

var closures: [() -> Int] = []
for i in 0..<3 { closures.append { i * 10 } }
print(closures.map { $0() })

class Box {
    var value: String
    init(_ v: String) { value = v }
    deinit { print("Box(\(value)) freed") }
}

var strongBox: Box? = Box("kept")
var weakBox: Box? = Box("weak")
let strongClosure = { [strongBox] in strongBox?.value ?? "gone" }
let weakClosure = { [weak weakBox] in weakBox?.value ?? "gone" }
strongBox = nil
weakBox = nil
print(strongClosure(), weakClosure())

let u = Box("u")
let unownedClosure = { [unowned u] in u.value.uppercased() }
print(unownedClosure())

var x = 1, y = 2
let sum = { [x, y = y * 100] in x + y }
x = 1000; y = 2000
print(sum())

// expect: 20 10
// expect: 3 3
// expect: [0, 10, 20]
// expect: Box(weak) freed
// expect: kept gone
// expect: U
// expect: 201
