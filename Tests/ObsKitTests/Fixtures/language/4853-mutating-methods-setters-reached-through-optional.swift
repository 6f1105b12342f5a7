// Compiler test style: mutating methods and setters reached through optional chaining
struct Counter {
  var value = 0
  mutating func bump(by n: Int = 1) -> Int { value += n; return value }
  mutating func reset() { value = 0 }
}

struct Panel {
  var counter: Counter? = Counter()
  var children: [Panel]? = nil
  var title: String? = "panel"
}

var panel: Panel? = Panel()
print(panel?.counter?.bump() as Any)
print(panel?.counter?.bump(by: 5) as Any)
panel?.counter?.value *= 2
print(panel!.counter!.value)

let r1: Void? = panel?.counter?.reset()
print(r1 != nil, panel!.counter!.value)
panel?.counter = nil
let r2: Void? = panel?.counter?.reset()
print(r2 == nil)
print(panel?.counter?.bump() as Any)

panel?.children = [Panel(), Panel()]
panel?.children?[1].counter?.value = 7
_ = panel?.children?[0].counter?.bump(by: 2)
print(panel!.children!.map { $0.counter!.value })
panel?.children?.append(Panel(counter: nil))
print(panel?.children?.count as Any, panel?.children?.last?.counter as Any)

panel?.title?.append("!")
panel?.title? += "?"
print(panel!.title!)
panel?.title = nil
panel?.title?.append("lost")
print(panel!.title as Any)

var missing: Panel? = nil
func sideEffect() -> Int { print("side effect!"); return 1 }
missing?.counter?.value = sideEffect()
_ = missing?.counter?.bump(by: sideEffect())
print(missing as Any)

class Account {
  var balance: Int = 100
  var history: [Int] = []
  var limits: Limits? = Limits()
  func deposit(_ n: Int) -> Int { balance += n; history.append(n); return balance }
}
struct Limits {
  var daily = 500
  mutating func lower() { daily -= 100 }
}
class Customer {
  var account: Account?
  init(_ a: Account?) { account = a }
}

let rich = Customer(Account())
let poor = Customer(nil)
print(rich.account?.deposit(50) as Any, poor.account?.deposit(50) as Any)
rich.account?.limits?.lower()
rich.account?.limits?.lower()
print(rich.account!.limits!.daily)
rich.account?.history += [1, 2]
print(rich.account!.history)
if let newBalance = rich.account?.deposit(25) { print("balance now \(newBalance)") }
if poor.account?.deposit(25) == nil { print("no account") }

var dict: [String: Counter] = ["a": Counter()]
_ = dict["a"]?.bump(by: 3)
_ = dict["b"]?.bump(by: 3)
dict["a"]?.value += 10
print(dict["a"]!.value, dict["b"] as Any, dict.count)

var nested: [String: [String: Counter]] = ["outer": ["inner": Counter(value: 1)]]
_ = nested["outer"]?["inner"]?.bump(by: 99)
nested["outer"]?["other"] = Counter(value: 5)
print(nested["outer"]!.keys.sorted(), nested["outer"]!["inner"]!.value)

struct Grid {
  var cells: [[Int]?] = [[1, 2], nil, [3]]
}
var grid: Grid? = Grid()
grid?.cells[0]?[1] = 20
grid?.cells[1]?[0] = 99
grid?.cells[2]?.append(4)
print(grid!.cells.map { $0 ?? [] })

var iuoCounter: Counter! = Counter()
_ = iuoCounter.bump(by: 4)
iuoCounter?.value += 1
print(iuoCounter.value)

// expect: Optional(1)
// expect: Optional(6)
// expect: 12
// expect: true 0
// expect: true
// expect: nil
// expect: [2, 7]
// expect: Optional(3) nil
// expect: panel!?
// expect: nil
// expect: nil
// expect: Optional(150) nil
// expect: 300
// expect: [50, 1, 2]
// expect: balance now 175
// expect: no account
// expect: 13 nil 1
// expect: ["inner", "other"] 100
// expect: [[1, 20], [], [3, 4]]
// expect: 5
