// Swift book style (inout and closures): escaping closures cannot capture inout, so copy first
func makeIncrementer(startingAt value: inout Int) -> () -> Int {
    var local = value
    value += 100
    return {
        local += 1
        return local
    }
}

var seed = 5
let inc = makeIncrementer(startingAt: &seed)
print(inc(), inc(), inc())
print("seed is \(seed)")

func apply(_ n: inout Int, times: Int) {
    let step = { (x: Int) -> Int in x * 2 }
    for _ in 0..<times { n = step(n) }
}
var v = 3
apply(&v, times: 3)
print("v is \(v)")

func accumulate(into total: inout [String], _ words: [String]) {
    words.forEach { w in
        total.append(w.uppercased())
    }
}
var collected: [String] = ["start"]
accumulate(into: &collected, ["a", "b"])
print(collected)

func swapped(_ a: inout Int, _ b: inout Int) {
    (a, b) = (b, a)
}
var x = 1, y = 2
swapped(&x, &y)
print(x, y)
// expect: 6 7 8
// expect: seed is 105
// expect: v is 24
// expect: ["start", "A", "B"]
// expect: 2 1
