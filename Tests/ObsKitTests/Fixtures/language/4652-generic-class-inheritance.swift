// Compiler test style: generic class inheritance, overriding methods of generic superclasses
class Stack<T> {
  var items: [T] = []
  func push(_ x: T) { items.append(x) }
  func pop() -> T? { items.popLast() }
  func describe() -> String { "Stack<\(T.self)> \(items)" }
  class func make() -> Stack<T> { Stack<T>() }
}

class IntStack: Stack<Int> {
  override func push(_ x: Int) { super.push(x * 10) }
  override func describe() -> String { "IntStack sum=\(items.reduce(0, +))" }
}

class LoggingStack<T>: Stack<T> {
  var log: [String] = []
  override func push(_ x: T) {
    log.append("push \(x)")
    super.push(x)
  }
  override func pop() -> T? {
    let v = super.pop()
    log.append("pop \(v.map { "\($0)" } ?? "nil")")
    return v
  }
}

class BoundedStack<T: Comparable>: LoggingStack<T> {
  let limit: Int
  init(limit: Int) { self.limit = limit }
  override func push(_ x: T) {
    if items.count < limit { super.push(x) } else { log.append("drop \(x)") }
  }
  var maxItem: T? { items.max() }
}

let stacks: [Stack<Int>] = [Stack<Int>(), IntStack(), LoggingStack<Int>(), BoundedStack<Int>(limit: 2)]
for s in stacks {
  s.push(1); s.push(2); s.push(3)
  _ = s.pop()
  print(type(of: s), s.describe())
}
if let l = stacks[2] as? LoggingStack<Int> { print(l.log) }
if let b = stacks[3] as? BoundedStack<Int> { print(b.log, b.maxItem as Any) }
print(stacks.map { $0 is LoggingStack<Int> })

let sb = BoundedStack<String>(limit: 3)
for w in ["pear", "apple", "zoo", "fig"] { sb.push(w) }
print(sb.items, sb.maxItem ?? "-", sb.log)

func drain<T>(_ s: Stack<T>) -> [T] {
  var out: [T] = []
  while let x = s.pop() { out.append(x) }
  return out
}
print(drain(sb))
print(sb.log.suffix(4))

class Animal<Food> {
  func eat(_ f: Food) -> String { "animal eats \(f)" }
  func name() -> String { "animal" }
  func intro() -> String { name() + ": " + eat(sample()) }
  func sample() -> Food { fatalError("abstract") }
}
class Rabbit: Animal<String> {
  override func name() -> String { "rabbit" }
  override func sample() -> String { "carrot" }
}
class Cat<Toy>: Animal<Int> {
  let toy: Toy
  init(toy: Toy) { self.toy = toy }
  override func name() -> String { "cat with \(toy)" }
  override func sample() -> Int { 3 }
  override func eat(_ f: Int) -> String { "cat eats \(f) fish" }
}
print(Rabbit().intro())
print(Cat(toy: "ball").intro())
let a: Animal<Int> = Cat(toy: 7)
print(a.intro(), type(of: a))
print(Stack<Double>.make().describe())
print(IntStack.make().describe(), type(of: IntStack.make()))

// expect: Stack<Int> Stack<Int> [1, 2]
// expect: IntStack IntStack sum=30
// expect: LoggingStack<Int> Stack<Int> [1, 2]
// expect: BoundedStack<Int> Stack<Int> [1]
// expect: ["push 1", "push 2", "push 3", "pop 3"]
// expect: ["push 1", "push 2", "drop 3", "pop 2"] Optional(1)
// expect: [false, false, true, true]
// expect: ["pear", "apple", "zoo"] zoo ["push pear", "push apple", "push zoo", "drop fig"]
// expect: ["zoo", "apple", "pear"]
// expect: ["pop zoo", "pop apple", "pop pear", "pop nil"]
// expect: rabbit: animal eats carrot
// expect: cat with ball: cat eats 3 fish
// expect: cat with 7: cat eats 3 fish Cat<Int>
// expect: Stack<Double> []
// expect: Stack<Int> [] Stack<Int>
