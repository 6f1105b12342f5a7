// Compiler test style: mutating protocol requirements through existentials, generics, and class conformers
protocol Counter {
  var count: Int { get set }
  mutating func increment()
}
extension Counter {
  mutating func increment() { count += 1 }
  mutating func incrementTwice() { increment(); increment() }
}

struct Simple: Counter { var count = 0 }
struct Stepper: Counter {
  var count = 0
  var step = 10
  mutating func increment() { count += step }
}
final class Shared: Counter {
  var count = 0
}

var a: any Counter = Simple()
a.increment()
a.incrementTwice()
print(a.count)

var b: any Counter = Stepper()
b.incrementTwice()
b.count += 5
print(b.count)

let s = Shared()
var c: any Counter = s
c.incrementTwice()
print(s.count, c.count)

func bump<C: Counter>(_ x: inout C, times: Int) {
  for _ in 0..<times { x.increment() }
}
var st = Stepper(count: 0, step: 3)
bump(&st, times: 4)
print(st.count)

var list: [any Counter] = [Simple(), Stepper(), Shared()]
for i in list.indices { list[i].incrementTwice() }
print(list.map { $0.count })
let copy = list
list[0].increment()
print(copy[0].count, list[0].count)
// expect: 3
// expect: 25
// expect: 2 2
// expect: 12
// expect: [2, 20, 2]
// expect: 2 3
