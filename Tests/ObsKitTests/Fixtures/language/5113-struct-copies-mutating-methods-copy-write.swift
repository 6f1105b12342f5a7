// Compiler test style (test/Interpreter/value_semantics.swift): struct copies, mutating methods, copy-on-write collections
struct Account {
  var owner: String
  var history: [Int] = []
  var balance: Int { history.reduce(0, +) }
  mutating func deposit(_ n: Int) { history.append(n) }
  mutating func reset() { self = Account(owner: owner) }
}
var a = Account(owner: "ann")
a.deposit(10)
var b = a
b.deposit(5)
b.owner = "bob"
print(a.owner, a.balance, a.history, "|", b.owner, b.balance, b.history)
b.reset()
print(b.history, b.owner, a.history)

class Ref { var n = 0 }
struct Holder { var ref = Ref(); var val = 0 }
var h1 = Holder()
var h2 = h1
h2.val = 5
h2.ref.n = 9
print(h1.val, h1.ref.n, h2.val, h2.ref.n, h1.ref === h2.ref)

var arr1 = [1, 2, 3]
var arr2 = arr1
arr2[0] = 99
arr1.append(4)
print(arr1, arr2)
var nested = [[1], [2]]
var nestedCopy = nested
nestedCopy[0].append(5)
print(nested, nestedCopy)
var d1 = ["a": [1]]
var d2 = d1
d2["a"]!.append(2)
print(d1, d2)
var s1 = "hello"
var s2 = s1
s2 += " world"
print(s1, "/", s2)
var set1: Set = [1, 2]
var set2 = set1
set2.insert(3)
print(set1.sorted(), set2.sorted())

struct Grid {
  var cells: [[Character]]
  mutating func set(_ r: Int, _ c: Int, _ ch: Character) { cells[r][c] = ch }
  func render() -> String { cells.map { String($0) }.joined(separator: "/") }
}
var g = Grid(cells: Array(repeating: Array(repeating: ".", count: 3), count: 2))
let snapshot = g
g.set(0, 1, "#")
g.set(1, 2, "@")
print(g.render(), snapshot.render())
func mutated(_ x: Account) -> Account { var y = x; y.deposit(1000); return y }
let c = mutated(a)
print(a.balance, c.balance)
let accounts = [a, b, c]
var copy = accounts
copy[0].deposit(1)
print(accounts.map(\.balance), copy.map(\.balance))
var arrOfRefs = [Ref(), Ref()]
let refCopy = arrOfRefs
arrOfRefs[0].n = 77
print(refCopy[0].n, refCopy.count)

// expect: ann 10 [10] | bob 15 [10, 5]
// expect: [] bob [10]
// expect: 0 9 5 9 true
// expect: [1, 2, 3, 4] [99, 2, 3]
// expect: [[1], [2]] [[1, 5], [2]]
// expect: ["a": [1]] ["a": [1, 2]]
// expect: hello / hello world
// expect: [1, 2] [1, 2, 3]
// expect: .#./..@ .../...
// expect: 10 1010
// expect: [10, 0, 1010] [11, 0, 1010]
// expect: 77 2
