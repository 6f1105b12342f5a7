// Compiler test style: subclassing generic classes with concrete and generic subclasses, overriding methods
class Stack<Element> {
  var items: [Element] = []
  func push(_ x: Element) {
    items.append(x)
  }
  func pop() -> Element? {
    return items.popLast()
  }
  var count: Int { return items.count }
  func describe() -> String { return "Stack(\(count))" }
}

class IntStack: Stack<Int> {
  var total = 0
  override func push(_ x: Int) {
    total += x
    super.push(x)
  }
  override func pop() -> Int? {
    let v = super.pop()
    if let v = v { total -= v }
    return v
  }
  override func describe() -> String { return "IntStack(\(count), total \(total))" }
}

class BoundedStack<E>: Stack<E> {
  let capacity: Int
  init(capacity: Int) {
    self.capacity = capacity
  }
  override func push(_ x: E) {
    if count >= capacity {
      print("  overflow dropping \(x)")
      return
    }
    super.push(x)
  }
  override func describe() -> String { return "Bounded<\(E.self)>(\(count)/\(capacity))" }
}

class NamedBoundedStack: BoundedStack<String> {
  override func push(_ x: String) {
    super.push("<" + x + ">")
  }
}

let s = Stack<String>()
s.push("a"); s.push("b")
print(s.describe(), s.pop() ?? "-", s.count)

let i = IntStack()
for n in 1...5 { i.push(n) }
_ = i.pop()
print(i.describe(), i.items)

let asBase: Stack<Int> = i
asBase.push(100)
print(asBase.describe())

let b = BoundedStack<Double>(capacity: 2)
b.push(1.5); b.push(2.5); b.push(3.5)
print(b.describe(), b.items)

let nb: Stack<String> = NamedBoundedStack(capacity: 3)
for w in ["x", "y", "z", "w"] { nb.push(w) }
print(nb.describe(), nb.items)
print(nb.pop() ?? "-", nb.pop() ?? "-")

func drain<T>(_ st: Stack<T>) -> [T] {
  var out: [T] = []
  while let x = st.pop() { out.append(x) }
  return out
}
print(drain(i), i.total)
print(drain(nb))
print(type(of: nb), type(of: b))
let stacks: [Stack<Int>] = [Stack<Int>(), IntStack(), BoundedStack<Int>(capacity: 1)]
for st in stacks {
  st.push(10); st.push(20)
  print(st.describe())
}
// expect: Stack(2) b 1
// expect: IntStack(4, total 10) [1, 2, 3, 4]
// expect: IntStack(5, total 110)
// expect:   overflow dropping 3.5
// expect: Bounded<Double>(2/2) [1.5, 2.5]
// expect:   overflow dropping <w>
// expect: Bounded<String>(3/3) ["<x>", "<y>", "<z>"]
// expect: <z> <y>
// expect: [100, 4, 3, 2, 1] 0
// expect: ["<x>"]
// expect: NamedBoundedStack BoundedStack<Double>
// expect: Stack(2)
// expect: IntStack(2, total 30)
// expect:   overflow dropping 20
// expect: Bounded<Int>(1/1)
