// Swift book style (Memory Safety): exclusive access with mutating methods, copies of value types and inout to properties
struct Counter {
    var count = 0
    mutating func add(_ n: Int) { count += n }
    mutating func addTwice(from other: Counter) {
        add(other.count)
        add(other.count)
    }
}
var c = Counter(count: 1)
let snapshot = c
c.addTwice(from: snapshot)
print(c.count)
var d = c
d.add(100)
print(c.count, d.count)
func modify(_ value: inout Int, by f: (Int) -> Int) {
    value = f(value)
}
var total = 5
let factor = 3
modify(&total) { $0 * factor }
print(total)
var grid = [[1, 2], [3, 4]]
modify(&grid[1][0]) { $0 + 10 }
print(grid)
var dict = ["a": 1]
modify(&dict["a", default: 0]) { $0 - 5 }
modify(&dict["b", default: 0]) { $0 + 7 }
print(dict.sorted { $0.key < $1.key })
struct Wallet { var coins: [Int] = [] }
var wallet = Wallet()
func fill(_ arr: inout [Int], count: Int) {
    for i in 0..<count { arr.append(i * i) }
}
fill(&wallet.coins, count: 4)
print(wallet.coins)
class Box { var value = 0 }
let box = Box()
modify(&box.value) { $0 + 42 }
print(box.value)
var x = 1, y = 2
(x, y) = (y, x)
print(x, y)
func incrementBoth(_ a: inout Int, _ b: inout Int) { a += 1; b += 1 }
func localPair() {
    var pair = (1, 2)
    incrementBoth(&pair.0, &pair.1)
    print(pair)
}
localPair()
// expect: 3
// expect: 3 103
// expect: 15
// expect: [[1, 2], [13, 4]]
// expect: [(key: "a", value: -4), (key: "b", value: 7)]
// expect: [0, 1, 4, 9]
// expect: 42
// expect: 2 1
// expect: (2, 3)
