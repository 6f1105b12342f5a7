// Compiler test style: mutating protocol requirements through generics, inout and existentials
protocol Counter {
  var count: Int { get }
  mutating func increment()
  mutating func reset()
}
extension Counter {
  mutating func increment(times n: Int) { for _ in 0..<n { increment() } }
}

struct StepCounter: Counter {
  var count = 0
  var step: Int
  mutating func increment() { count += step }
  mutating func reset() { count = 0 }
}

final class SharedCounter: Counter {
  var count = 0
  func increment() { count += 1 }
  func reset() { count = 0 }
}

func bump<C: Counter>(_ c: inout C, by n: Int) { c.increment(times: n) }
func bumpCopy<C: Counter>(_ c: C) -> Int {
  var local = c
  local.increment()
  return local.count
}
func bumpAll(_ counters: inout [any Counter]) {
  for i in counters.indices { counters[i].increment() }
}

var s = StepCounter(step: 5)
bump(&s, by: 3)
print(s.count, bumpCopy(s), s.count)
let shared = SharedCounter()
var sharedVar = shared
bump(&sharedVar, by: 2)
print(shared.count, bumpCopy(shared), shared.count)

var list: [any Counter] = [StepCounter(step: 2), shared, StepCounter(step: 10)]
bumpAll(&list)
bumpAll(&list)
print(list.map { $0.count }, shared.count)
list[0].reset()
print(list.map { $0.count })
var copyOfList = list
copyOfList[2].increment()
copyOfList[1].increment()
print(list.map { $0.count }, copyOfList.map { $0.count })

var existential: any Counter = StepCounter(step: 7)
existential.increment(times: 2)
let snapshot = existential
existential.reset()
print(existential.count, snapshot.count)
// expect: 15 20 15
// expect: 2 3 3
// expect: [4, 5, 20] 5
// expect: [0, 5, 20]
// expect: [0, 6, 20] [0, 6, 30]
// expect: 0 14
