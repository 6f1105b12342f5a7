// Compiler test style: defer interacting with returned values, inout parameters and closures
func returnsBeforeDefer() -> Int {
  var x = 1
  defer { x = 100 }
  return x
}
print(returnsBeforeDefer())

final class Counter { var n = 0 }
func returnsReference() -> Counter {
  let c = Counter()
  defer { c.n = 99 }
  return c
}
print(returnsReference().n)

func mutateInout(_ x: inout [Int]) -> Int {
  defer { x.append(-1) }
  x.append(1)
  return x.count
}
var arr: [Int] = []
let cnt = mutateInout(&arr)
print(cnt, arr)

let closure = { () -> String in
  var s = "start"
  defer { print("closure defer, s =", s) }
  s = "end"
  return s
}
print(closure())

func deferInSwitch(_ k: Int) -> String {
  var log = ""
  switch k {
  case 0:
    defer { log += "[d0]" }
    log += "zero"
  default:
    defer { log += "[dd]" }
    if k > 5 {
      defer { log += "[big]" }
      log += "big"
    }
    log += "other"
  }
  return log
}
print(deferInSwitch(0), deferInSwitch(3), deferInSwitch(8))

var getterCount = 0
struct S {
  var stored = 10
  var computed: Int {
    defer { getterCount += 1 }
    return stored + getterCount
  }
}
let s = S()
print(s.computed, s.computed, getterCount)

// expect: 1
// expect: 99
// expect: 1 [1, -1]
// expect: closure defer, s = end
// expect: end
// expect: zero[d0] other[dd] big[big]other[dd]
// expect: 10 11 2
