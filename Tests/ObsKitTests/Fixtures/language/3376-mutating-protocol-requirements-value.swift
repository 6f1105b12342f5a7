// Compiler test style: mutating protocol requirements, value vs reference semantics through existentials
protocol Counter {
  var value: Int { get }
  mutating func tick()
}
extension Counter {
  mutating func tickTwice() { tick(); tick() }
}
struct SCounter: Counter {
  var value = 0
  mutating func tick() { value += 1 }
}
final class CCounter: Counter {
  var value = 0
  func tick() { value += 10 }
}

var s = SCounter()
var s2 = s
s.tickTwice()
print(s.value, s2.value)
s2.tick()
print(s.value, s2.value)

let c = CCounter()
var cAlias: Counter = c
cAlias.tickTwice()
print(c.value, cAlias.value)

var boxes: [any Counter] = [SCounter(), CCounter(), SCounter()]
for i in boxes.indices { boxes[i].tick() }
print(boxes.map(\.value))
var copy = boxes
copy[0].tickTwice()
copy[1].tickTwice()
print(boxes.map(\.value), copy.map(\.value))

func tickAll<T: Counter>(_ xs: inout [T]) { for i in xs.indices { xs[i].tick() } }
var ss = [SCounter(), SCounter(value: 5)]
tickAll(&ss)
print(ss.map(\.value))
// expect: 2 0
// expect: 2 1
// expect: 20 20
// expect: [1, 10, 1]
// expect: [1, 30, 1] [3, 30, 1]
// expect: [1, 6]
