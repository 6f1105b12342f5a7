// The Swift Programming Language style (Memory Safety): swapAt instead of overlapping inout, local copies in closures, and accumulating through inout with nested functions
var values = [5, 1, 4, 2, 3]
values.swapAt(0, 4)
print(values)

func bubbleSort(_ a: inout [Int]) -> Int {
    var swaps = 0
    for pass in 0..<a.count {
        for j in 0..<(a.count - 1 - pass) where a[j] > a[j + 1] {
            a.swapAt(j, j + 1)
            swaps += 1
        }
    }
    return swaps
}
print(bubbleSort(&values), values)

func accumulate(_ total: inout Int, _ items: [Int]) {
    func addOne(_ x: Int) { total += x }
    for i in items { addOne(i) }
}
var sum = 100
accumulate(&sum, [1, 2, 3])
print(sum)

struct Vault {
    var coins = 0
    var log: [String] = []
    mutating func deposit(_ n: Int) {
        coins += n
        log.append("+\(n)")
    }
}
var vault = Vault()
func depositTwice(_ v: inout Vault, _ n: Int) {
    v.deposit(n)
    v.deposit(n * 2)
}
depositTwice(&vault, 5)
print(vault.coins, vault.log)

var tally = 0
let bump = { (n: Int) in tally += n }
for i in 1...4 { bump(i) }
print(tally)

func transform(_ x: inout Int, using f: (Int) -> Int) { x = f(x) }
var seed = 3
transform(&seed) { $0 * $0 + 1 }
let snapshot = seed
transform(&seed) { $0 - snapshot / 2 }
print(seed, snapshot)

var matrix = [[1, 2], [3, 4]]
func addRow(_ r: inout [Int], _ k: Int) { for i in r.indices { r[i] += k } }
addRow(&matrix[0], 10)
addRow(&matrix[1], matrix[0][0])
print(matrix)

var names = ["b": "beta"]
func appendSuffix(_ s: inout String?) { s? += "!" }
appendSuffix(&names["b"])
appendSuffix(&names["z"])
print(names["b"] ?? "-", names["z"] ?? "-")

// expect: [3, 1, 4, 2, 5]
// expect: 3 [1, 2, 3, 4, 5]
// expect: 106
// expect: 15 ["+5", "+10"]
// expect: 10
// expect: 5 10
// expect: [[11, 12], [14, 15]]
// expect: beta! -
