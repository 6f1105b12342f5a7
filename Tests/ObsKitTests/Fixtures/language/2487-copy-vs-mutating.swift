// Compiler test style: struct methods returning modified copies vs mutating methods
struct Money: CustomStringConvertible {
  var cents: Int
  var currency: String

  func adding(_ other: Int) -> Money {
    var copy = self
    copy.cents += other
    return copy
  }
  mutating func add(_ other: Int) {
    cents += other
  }
  func converted(to code: String, rate: Int) -> Money {
    return Money(cents: cents * rate, currency: code)
  }
  mutating func convert(to code: String, rate: Int) {
    self = converted(to: code, rate: rate)
  }
  var description: String { return "\(cents) \(currency)" }
}

let base = Money(cents: 100, currency: "USD")
let more = base.adding(50)
print(base, more)

var wallet = base
wallet.add(25)
print(base, wallet)

let chained = base.adding(1).adding(2).converted(to: "JPY", rate: 3)
print(chained)

wallet.convert(to: "EUR", rate: 2)
print(wallet)

var amounts = [base, more]
amounts[0].add(5)
let doubled = amounts.map { $0.adding($0.cents) }
print(amounts, doubled)

var sorted = [3, 1, 2]
let sortedCopy = sorted.sorted()
print(sorted, sortedCopy)
sorted.sort()
print(sorted)

var words = ["b", "a"]
let appended = words + ["c"]
words.append("d")
print(words, appended)

var text = "hello"
let upper = text.uppercased()
text.append("!")
print(text, upper)

struct Stack {
  private(set) var items: [Int] = []
  func pushing(_ x: Int) -> Stack { var s = self; s.items.append(x); return s }
  mutating func pop() -> Int? { return items.popLast() }
}
var s1 = Stack().pushing(1).pushing(2).pushing(3)
let s2 = s1
print(s1.pop()!, s1.items, s2.items)
// expect: 100 USD 150 USD
// expect: 100 USD 125 USD
// expect: 309 JPY
// expect: 250 EUR
// expect: [105 USD, 150 USD] [210 USD, 300 USD]
// expect: [3, 1, 2] [1, 2, 3]
// expect: [1, 2, 3]
// expect: ["b", "a", "d"] ["b", "a", "c"]
// expect: hello! HELLO
// expect: 3 [1, 2] [1, 2, 3]
