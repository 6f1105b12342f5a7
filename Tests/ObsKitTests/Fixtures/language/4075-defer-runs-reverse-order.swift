// Compiler test style: defer runs in reverse order at scope exit, including loop iterations
func f() {
  defer { print("first defer") }
  defer { print("second defer") }
  print("body")
}
f()

for i in 1...3 {
  defer { print("end of iteration", i) }
  if i == 2 { print("skipping", i); continue }
  print("processing", i)
}

func g() {
  print("g start")
  do {
    defer { print("inner scope defer") }
    print("inner scope")
  }
  print("g after do")
}
g()

var n = 0
while n < 3 {
  defer { n += 1 }
  if n == 1 { continue }
  print("n is", n)
}
print("final n", n)

func early(_ b: Bool) {
  defer { print("early defer", b) }
  if b { print("returning early"); return }
  print("normal path")
}
early(true)
early(false)
// expect: body
// expect: second defer
// expect: first defer
// expect: processing 1
// expect: end of iteration 1
// expect: skipping 2
// expect: end of iteration 2
// expect: processing 3
// expect: end of iteration 3
// expect: g start
// expect: inner scope
// expect: inner scope defer
// expect: g after do
// expect: n is 0
// expect: n is 2
// expect: final n 3
// expect: returning early
// expect: early defer true
// expect: normal path
// expect: early defer false
