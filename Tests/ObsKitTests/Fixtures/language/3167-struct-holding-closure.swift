// Compiler test style: copying a struct that holds a closure shares captured class state
final class Box {
  var value = 0
}

struct Incrementer {
  var label: String
  var run: () -> Int
}

let box = Box()
var first = Incrementer(label: "first") {
  box.value += 1
  return box.value
}
var second = first
second.label = "second"
print(first.label, first.run())
print(second.label, second.run())
print(first.run(), box.value)

func makeLocal() -> Incrementer {
  var local = 0
  return Incrementer(label: "local") { local += 10; return local }
}
let m1 = makeLocal()
let m2 = m1
let m3 = makeLocal()
print(m1.run(), m2.run(), m3.run())

class Holder {
  var run: () -> String
  init(_ r: @escaping () -> String) { run = r }
}
let h1 = Holder { "original" }
let h2 = h1
h2.run = { "replaced" }
print(h1.run(), h2.run())

var s1 = Incrementer(label: "s") { 1 }
var s2 = s1
s2.run = { 2 }
print(s1.run(), s2.run())
// expect: first 1
// expect: second 2
// expect: 3 3
// expect: 10 20 10
// expect: replaced replaced
// expect: 1 2
