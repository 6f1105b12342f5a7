// Compiler test style: functions returning closures: counters, adders, independent state
func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
  var current = start
  return {
    current += step
    return current
  }
}

let c1 = makeCounter()
let c2 = makeCounter(start: 100, step: 10)
print(c1(), c1(), c1())
print(c2(), c2())
print(c1())

func makeAdder(_ n: Int) -> (Int) -> Int { { $0 + n } }
let add5 = makeAdder(5)
let add10 = makeAdder(10)
print(add5(1), add10(1), add5(add10(0)))

let adders = (1...4).map(makeAdder)
print(adders.map { $0(100) })

func makeAccumulator() -> (Int) -> [Int] {
  var history: [Int] = []
  return { value in
    history.append((history.last ?? 0) + value)
    return history
  }
}
let acc = makeAccumulator()
_ = acc(3)
_ = acc(4)
print(acc(5))
// expect: 1 2 3
// expect: 110 120
// expect: 4
// expect: 6 11 15
// expect: [101, 102, 103, 104]
// expect: [3, 7, 12]
