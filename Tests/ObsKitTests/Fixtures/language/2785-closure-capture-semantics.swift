// Compiler test style: closures capture variables by reference, capture lists snapshot values
final class Tag {
  let s: String
  init(_ s: String) { self.s = s }
  deinit { print("Tag \(s) freed") }
}

var n = 1
let byRef = { print("byRef sees \(n)") }
let snap = { [n] in print("snapshot sees \(n)") }
n = 2
byRef()
snap()

func makeCounter() -> () -> Int {
  var count = 0
  return { count += 1; return count }
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c2(), c1())

var tag = Tag("first")
let holdsFirst = { [tag] in tag.s }
tag = Tag("second")
print("closure still has \(holdsFirst()), var has \(tag.s)")

var stored: [() -> String] = []
for i in 0..<3 {
  let t = Tag("loop\(i)")
  stored.append { t.s }
}
print(stored.map { $0() })
stored.removeAll()
print("closures cleared")
// expect: byRef sees 2
// expect: snapshot sees 1
// expect: 1 2 1 3
// expect: closure still has first, var has second
// expect: ["loop0", "loop1", "loop2"]
// expect: Tag loop0 freed
// expect: Tag loop1 freed
// expect: Tag loop2 freed
// expect: closures cleared
