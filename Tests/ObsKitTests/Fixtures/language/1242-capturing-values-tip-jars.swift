// Closures: closures capture variables, not values: independent running totals, shared capture, closures are references.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func makeTipJar(tipPerCustomer tip: Int) -> () -> Int {
    var jarTotal = 0
    func addTip() -> Int {
        jarTotal += tip
        return jarTotal
    }
    return addTip
}
let morningJar = makeTipJar(tipPerCustomer: 3)
print(morningJar(), morningJar(), morningJar())
let eveningJar = makeTipJar(tipPerCustomer: 5)
print(eveningJar())
print(morningJar())
let sameJar = morningJar
print(sameJar(), morningJar())
var score = 0
let addPoint = { score += 1 }
let readScore = { score }
addPoint(); addPoint()
print(score, readScore())
score = 100
print(readScore())
func makePair() -> (get: () -> [String], add: (String) -> Void) {
    var items: [String] = []
    return ({ items }, { items.append($0) })
}
let list = makePair()
list.add("milk")
list.add("tea")
print(list.get())
var handlers: [() -> Int] = []
for i in 1...3 { handlers.append { i * 100 } }
print(handlers.map { $0() })
var shared = 1
var closures: [() -> Int] = []
for _ in 1...2 { closures.append { shared * 2 } }
shared = 50
print(closures.map { $0() })
func makeAccumulator() -> (Int) -> Int {
    var sum = 0
    return { sum += $0; return sum }
}
let acc = makeAccumulator()
_ = acc(5)
print(acc(10), makeAccumulator()(1))

// expect: 3 6 9
// expect: 5
// expect: 12
// expect: 15 18
// expect: 2 2
// expect: 100
// expect: ["milk", "tea"]
// expect: [100, 200, 300]
// expect: [100, 100]
// expect: 15 1
