// Compiler test style: var bindings in patterns, mutating bound values, and labeled tuple patterns
enum Account {
  case checking(balance: Int)
  case savings(balance: Int, rate: Int)
}

func applyInterest(_ a: Account) -> Account {
  switch a {
  case .savings(var b, let r):
    b += b * r / 100
    return .savings(balance: b, rate: r)
  case .checking(var b):
    b -= 1
    return .checking(balance: b)
  }
}

var accts: [Account] = [.checking(balance: 100), .savings(balance: 1000, rate: 5)]
for _ in 0..<2 {
  accts = accts.map(applyInterest)
}
for a in accts { print(a) }

var e = Account.checking(balance: 10)
if case .checking(var b) = e {
  b *= 3
  e = .checking(balance: b)
}
print(e)

let person = (name: "Ann", age: 31, city: "Oslo")
switch person {
case (name: "Bob", _, _): print("bob")
case (let n, let a, "Oslo") where a > 30: print("\(n) is an Oslo local over 30")
default: print("someone")
}
let (n, _, c) = person
print(n, c)
var (x, y) = (1, 2)
(x, y) = (y, x)
print(x, y)
let nested = ((1, 2), (3, (4, 5)))
let ((a, _), (_, (d, e2))) = nested
print(a, d, e2)
// expect: checking(balance: 98)
// expect: savings(balance: 1102, rate: 5)
// expect: checking(balance: 30)
// expect: Ann is an Oslo local over 30
// expect: Ann Oslo
// expect: 2 1
// expect: 1 4 5
