// Compiler test style: updating associated values in place via extract-modify-reassign helpers
enum Item {
  case counter(Int)
  case list([String])
  case pair(String, Int)

  mutating func bump() {
    switch self {
    case .counter(let n): self = .counter(n + 1)
    case .list(var xs): xs.append("#\(xs.count)"); self = .list(xs)
    case .pair(let s, let n): self = .pair(s + "!", n * 2)
    }
  }

  var summary: String {
    switch self {
    case .counter(let n): return "counter=\(n)"
    case .list(let xs): return "list=\(xs)"
    case let .pair(s, n): return "pair=\(s)/\(n)"
    }
  }
}

var items: [Item] = [.counter(0), .list([]), .pair("a", 1)]
for _ in 0..<3 {
  for i in items.indices { items[i].bump() }
}
for it in items { print(it.summary) }

struct Wrapper { var item: Item }
var w = Wrapper(item: .counter(10))
w.item.bump()
print(w.item.summary)

var dict: [String: Item] = ["x": .pair("p", 3)]
dict["x"]?.bump()
dict["y"]?.bump()
print(dict["x"]!.summary, dict["y"] == nil)

var opt: Item? = .list(["z"])
opt?.bump()
if case .list(let xs)? = opt { print(xs) }
// expect: counter=3
// expect: list=["#0", "#1", "#2"]
// expect: pair=a!!!/8
// expect: counter=11
// expect: pair=p!/6 true
// expect: ["z", "#1"]
