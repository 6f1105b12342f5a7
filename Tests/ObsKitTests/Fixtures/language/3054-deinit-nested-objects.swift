// Compiler test style: deinit order of an owner and its owned objects, and of array elements
final class Part {
  let id: String
  init(_ id: String) { self.id = id }
  deinit { print("part \(id) deinit") }
}
final class Machine {
  let name: String
  var parts: [Part]
  init(_ name: String, parts: [Part]) { self.name = name; self.parts = parts }
  deinit { print("machine \(name) deinit") }
}

do {
  let m = Machine("m1", parts: [Part("p1"), Part("p2")])
  print("built \(m.name) with \(m.parts.count) parts")
}
print("--")

var kept: Part?
do {
  let m = Machine("m2", parts: [Part("q1"), Part("q2")])
  kept = m.parts[1]
}
print("kept \(kept!.id)")
kept = nil
print("--")

var m3: Machine? = Machine("m3", parts: [Part("r1")])
m3!.parts.append(Part("r2"))
m3!.parts.remove(at: 0)
print("removed r1")
m3 = nil
print("end")
// expect: built m1 with 2 parts
// expect: machine m1 deinit
// expect: part p1 deinit
// expect: part p2 deinit
// expect: --
// expect: machine m2 deinit
// expect: part q1 deinit
// expect: kept q2
// expect: part q2 deinit
// expect: --
// expect: part r1 deinit
// expect: removed r1
// expect: machine m3 deinit
// expect: part r2 deinit
// expect: end
