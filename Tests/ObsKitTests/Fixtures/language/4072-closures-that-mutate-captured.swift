// Compiler test style: closures that mutate captured vars share state across calls
func makeCounter() -> (inc: () -> Int, get: () -> Int, reset: () -> Void) {
  var n = 0
  return ({ n += 1; return n }, { n }, { n = 0 })
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1.inc(), c1.inc(), c1.inc())
print(c2.inc())
print(c1.get(), c2.get())
c1.reset()
print(c1.get(), c1.inc())

var total = 0
let addTo: (Int) -> Void = { total += $0 }
[1, 2, 3, 4].forEach(addTo)
print("total", total)

func accumulate() -> (Int) -> [Int] {
  var history: [Int] = []
  return { v in
    history.append(v)
    return history
  }
}
let acc = accumulate()
_ = acc(1)
_ = acc(5)
print(acc(9))

var flag = false
let toggle = { flag.toggle() }
toggle(); toggle(); toggle()
print(flag)
// expect: 1 2 3
// expect: 1
// expect: 3 1
// expect: 0 1
// expect: total 10
// expect: [1, 5, 9]
// expect: true
