// Compiler test style: @discardableResult on functions, methods and chained builders
var callLog: [String] = []

@discardableResult
func record(_ s: String) -> Int {
  callLog.append(s)
  return callLog.count
}

record("a")
record("b")
let n = record("c")
print(n, callLog)

final class Builder {
  private(set) var parts: [String] = []
  @discardableResult
  func add(_ p: String) -> Builder {
    parts.append(p)
    return self
  }
  func build() -> String { parts.joined(separator: " ") }
}
let b = Builder()
b.add("hello")
b.add("big").add("wide")
b.add("world")
print(b.build())

struct Stack {
  var items: [Int] = []
  mutating func push(_ x: Int) { items.append(x) }
  @discardableResult
  mutating func pop() -> Int? { items.popLast() }
}
var s = Stack()
s.push(1); s.push(2); s.push(3)
s.pop()
print(s.items, s.pop() ?? -1, s.items)

let closure: () -> Int = { record("closure") }
_ = closure()
print(callLog.last!, callLog.count)
let fref = record
_ = fref("via ref")
print(callLog.count)
// expect: 3 ["a", "b", "c"]
// expect: hello big wide world
// expect: [1, 2] 2 [1]
// expect: closure 4
// expect: 5
