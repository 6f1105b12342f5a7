// Compiler test style: closures capture local vars by reference; mutations are seen both ways
func run() {
  var count = 0
  let inc = { count += 1 }
  let read = { count }
  inc()
  inc()
  print(count)
  count = 10
  print(read())
  inc()
  print(read(), count)
}
run()

var global = "a"
let appendB = { global += "b" }
appendB()
appendB()
print(global)

func makePair() -> (() -> Int, (Int) -> Void) {
  var shared = 0
  return ({ shared }, { shared += $0 })
}
let (get, add) = makePair()
add(5)
add(7)
print(get())
let (get2, add2) = makePair()
add2(1)
print(get(), get2())
// expect: 2
// expect: 10
// expect: 11 11
// expect: abb
// expect: 12
// expect: 12 1
