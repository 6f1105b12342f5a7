// Compiler test style: closures capturing inout parameters (non-escaping), explicit copies for escaping, copy-in copy-out
func bumpAll(_ values: inout [Int], by amount: Int) {
  values.indices.forEach { values[$0] += amount }
}
var scores = [1, 2, 3]
bumpAll(&scores, by: 10)
print(scores)

func countWhere(_ total: inout Int, in list: [Int], _ pred: (Int) -> Bool) {
  list.forEach { if pred($0) { total += 1 } }
}
var evens = 0
countWhere(&evens, in: [1, 2, 4, 7, 8]) { $0 % 2 == 0 }
print("evens:", evens)

func makeReader(from value: inout Int) -> () -> Int {
  let copy = value
  value += 1
  return { copy * 2 }
}
var seed = 5
let reader = makeReader(from: &seed)
seed = 100
print(reader(), seed)

func deferredWrite(_ target: inout String) {
  let original = target
  defer { target = original + " (restored+)" }
  target = "temporary"
  print("inside:", target)
}
var title = "draft"
deferredWrite(&title)
print(title)

struct Account {
  var balance: Int
  mutating func apply(_ ops: [(inout Int) -> Void]) {
    for op in ops { op(&balance) }
  }
}
var acct = Account(balance: 50)
acct.apply([{ $0 += 25 }, { $0 *= 2 }, { $0 -= 1 }])
print(acct.balance)

func swapIf(_ a: inout Int, _ b: inout Int, _ should: (Int, Int) -> Bool) {
  if should(a, b) { swap(&a, &b) }
}
var lo = 9, hi = 3
swapIf(&lo, &hi) { $0 > $1 }
print(lo, hi)

var grid = [[0, 0], [0, 0]]
func fill(_ row: inout [Int], with f: (Int) -> Int) {
  for i in row.indices { row[i] = f(i) }
}
fill(&grid[1]) { $0 + 7 }
print(grid)

var log: [String] = []
func withTrace(_ value: inout Int, _ body: (inout Int) -> Void) {
  log.append("before \(value)")
  body(&value)
  log.append("after \(value)")
}
var depth = 1
withTrace(&depth) { d in withTrace(&d) { $0 *= 10 }; d += 1 }
print(depth, log)

// expect: [11, 12, 13]
// expect: evens: 3
// expect: 10 100
// expect: inside: temporary
// expect: draft (restored+)
// expect: 149
// expect: 3 9
// expect: [[0, 0], [7, 8]]
// expect: 11 ["before 1", "before 1", "after 10", "after 11"]
