// Compiler test style: closures taking inout parameters, stored and passed as values, mutating captured state
typealias Mutator = (inout [Int]) -> Void

let appendZero: Mutator = { $0.append(0) }
let doubleAll: Mutator = { arr in
    for i in arr.indices { arr[i] *= 2 }
}
let dropFirstElement: Mutator = { if !$0.isEmpty { $0.removeFirst() } }

var values = [1, 2, 3]
for m in [appendZero, doubleAll, dropFirstElement, doubleAll] {
    m(&values)
    print(values)
}

func apply<T>(_ times: Int, to value: inout T, _ f: (inout T) -> Void) {
    for _ in 0..<times { f(&value) }
}
var s = "a"
apply(3, to: &s) { $0 += $0 }
print(s, s.count)

var counter = 0
apply(5, to: &counter) { $0 += 2 }
print(counter)

struct Account {
    var balance: Int
    var log: [String] = []
}
let deposit: (Int) -> (inout Account) -> Void = { amount in
    { acct in
        acct.balance += amount
        acct.log.append("+\(amount)")
    }
}
var acct = Account(balance: 10)
deposit(5)(&acct)
deposit(20)(&acct)
print(acct.balance, acct.log)

var total = 0
let accumulate = { (x: inout Int, add: Int) -> Int in
    x += add
    total += add
    return x
}
var a = 1
print(accumulate(&a, 4), accumulate(&a, 10), a, total)

func makeSwapper() -> (inout Int, inout Int) -> Void {
    var swaps = 0
    return { x, y in
        swaps += 1
        (x, y) = (y, x)
        print("swap #\(swaps)")
    }
}
let sw = makeSwapper()
var p = 1, q = 2
sw(&p, &q)
sw(&p, &q)
sw(&p, &q)
print(p, q)

var matrix = [[1, 2], [3, 4]]
let bumpRow: (inout [Int]) -> Void = { row in row = row.map { $0 + 10 } }
bumpRow(&matrix[1])
print(matrix)
var dict = ["k": [1]]
appendZero(&dict["k"]!)
print(dict["k"]!)

// expect: [1, 2, 3, 0]
// expect: [2, 4, 6, 0]
// expect: [4, 6, 0]
// expect: [8, 12, 0]
// expect: aaaaaaaa 8
// expect: 10
// expect: 35 ["+5", "+20"]
// expect: 5 15 15 14
// expect: swap #1
// expect: swap #2
// expect: swap #3
// expect: 2 1
// expect: [[1, 2], [13, 14]]
// expect: [1, 0]
