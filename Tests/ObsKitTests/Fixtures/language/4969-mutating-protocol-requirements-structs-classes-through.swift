// Compiler test style: mutating protocol requirements on structs and classes through generics and existentials
protocol Counter {
  var count: Int { get set }
  mutating func increment()
  mutating func reset()
}
extension Counter {
  mutating func reset() { count = 0; print("  default reset") }
  mutating func incrementTwice() { increment(); increment() }
  func peek() -> Int { return count }
}

struct SCounter: Counter {
  var count = 0
  mutating func increment() { count += 1 }
}
final class CCounter: Counter {
  var count = 0
  func increment() { count += 10 }
  func reset() { count = -1; print("  class reset") }
}
struct StepCounter: Counter {
  var count = 0
  var step: Int
  mutating func increment() { count += step }
  mutating func reset() { self = StepCounter(count: 100, step: step * 2); print("  self replaced") }
}

func bump<C: Counter>(_ c: inout C, times: Int) {
  for _ in 0..<times { c.increment() }
}
func bumpCopy<C: Counter>(_ c: C) -> C {
  var copy = c
  copy.incrementTwice()
  return copy
}

var s = SCounter()
bump(&s, times: 3)
let s2 = bumpCopy(s)
print(s.count, s2.count)
s.reset()
print(s.peek())

let c = CCounter()
var cref = c
bump(&cref, times: 2)
let c2 = bumpCopy(c)
print(c.count, c2.count, c === c2)
cref.reset()
print(c.count)

var st = StepCounter(step: 5)
st.incrementTwice()
print(st.count)
st.reset()
print(st.count, st.step)
bump(&st, times: 1)
print(st.count)

var boxes: [any Counter] = [SCounter(), CCounter(), StepCounter(step: 3)]
for i in boxes.indices {
  boxes[i].incrementTwice()
}
print(boxes.map { $0.count })
for i in boxes.indices { boxes[i].reset() }
print(boxes.map { $0.peek() })
print(c.count)

var e: any Counter = SCounter(count: 7)
var e2 = e
e.increment()
print(e.count, e2.count)
e2.count = 50
print(e.count, e2.count)

// expect: 3 5
// expect:   default reset
// expect: 0
// expect: 40 40 true
// expect:   class reset
// expect: -1
// expect: 10
// expect:   self replaced
// expect: 100 10
// expect: 110
// expect: [2, 20, 6]
// expect:   default reset
// expect:   class reset
// expect:   self replaced
// expect: [0, -1, 100]
// expect: -1
// expect: 8 7
// expect: 8 50
