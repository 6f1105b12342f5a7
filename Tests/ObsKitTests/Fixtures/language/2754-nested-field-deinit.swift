// Compiler test style: deinit of an object releases its fields, arrays of objects released in order
class Leaf {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("leaf \(name) gone") }
}

class Branch {
  let name: String
  var leaves: [Leaf]
  var extra: Leaf?
  init(_ name: String, count: Int) {
    self.name = name
    leaves = (0..<count).map { Leaf("\(name)\($0)") }
    extra = nil
  }
  deinit { print("branch \(name) gone, had \(leaves.count) leaves") }
}

var tree: Branch? = Branch("b", count: 3)
tree!.extra = Leaf("x")
print("releasing tree")
tree = nil
print("tree released")

var arr = [Leaf("p"), Leaf("q"), Leaf("r")]
print("removing first")
arr.removeFirst()
print("removing all")
arr.removeAll()
// expect: releasing tree
// expect: branch b gone, had 3 leaves
// expect: leaf b0 gone
// expect: leaf b1 gone
// expect: leaf b2 gone
// expect: leaf x gone
// expect: tree released
// expect: removing first
// expect: leaf p gone
// expect: removing all
// expect: leaf q gone
// expect: leaf r gone
