// Compiler test style: closures capturing struct variables versus class instances
struct Tally { var n = 0 }
final class TallyRef { var n = 0 }

var t = Tally()
let refT = TallyRef()

let incStruct = { t.n += 1 }
let incRef = { refT.n += 1 }
incStruct()
incStruct()
incRef()
print(t.n, refT.n)

var captured = Tally(n: 10)
let explicitCopy = { [captured] in captured.n }
let byRef = { captured.n }
captured.n = 20
print(explicitCopy(), byRef())

func makeCounter() -> (() -> Int, () -> Int) {
  var local = Tally()
  let inc = { () -> Int in local.n += 1; return local.n }
  let get = { local.n }
  return (inc, get)
}
let (inc, get) = makeCounter()
_ = inc(); _ = inc(); _ = inc()
print(get())

let shared = TallyRef()
let listCopy = { [shared] in shared.n }
shared.n = 42
print(listCopy())

var closures: [() -> Int] = []
for i in 0..<3 {
  var v = Tally(n: i)
  closures.append { v.n *= 10; return v.n }
}
print(closures.map { $0() })
print(closures.map { $0() })
// expect: 2 1
// expect: 10 20
// expect: 3
// expect: 42
// expect: [0, 10, 20]
// expect: [0, 100, 200]
