// Compiler test style: while-let over iterators, iterator copies and zip's pull order
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    guard n > 0 else { return nil }
    defer { n -= 1 }
    return n
  }
}

var it = Countdown(n: 3)
var copy = it
while let x = it.next() { print("it", x) }
print("copy still at", copy.next() as Any, "original", it.next() as Any)

var pulls: [String] = []
struct Logged: Sequence, IteratorProtocol {
  let tag: String
  var left: Int
  mutating func next() -> Int? {
    pulls.append(tag)
    guard left > 0 else { return nil }
    left -= 1
    return left
  }
}
for (a, b) in zip(Logged(tag: "A", left: 2), Logged(tag: "B", left: 5)) { _ = a + b }
print(pulls.joined())

let ai = AnyIterator(Countdown(n: 4))
var ai2 = ai
_ = ai2.next()
print("AnyIterator shares state:", ai.next() as Any)

var fib = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
  let r = s.0
  s = (s.1, s.0 + s.1)
  return r < 30 ? r : nil
}.makeIterator()
var fibs: [Int] = []
while let f = fib.next(), f != 8 { fibs.append(f) }
print(fibs)

var stack = [1, 2, 3]
while let top = stack.popLast() {
  if top == 2 { stack.append(10) }
  print("popped", top, terminator: top == 1 ? "\n" : "; ")
}
var lines = ["a", "", "b"].makeIterator()
while let l = lines.next(), !l.isEmpty { print("line", l) }
print("after empty:", lines.next() ?? "-")

// expect: it 3
// expect: it 2
// expect: it 1
// expect: copy still at Optional(3) original nil
// expect: ABABA
// expect: AnyIterator shares state: Optional(3)
// expect: [0, 1, 1, 2, 3, 5]
// expect: popped 3; popped 2; popped 10; popped 1
// expect: line a
// expect: after empty: b
