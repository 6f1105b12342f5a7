// Compiler test style: required initializers and automatic inheritance of designated and convenience inits
class Node {
  let name: String
  var weight: Int
  required init(name: String) {
    self.name = name
    self.weight = 1
    print("Node.init(name: \(name))")
  }
  init(name: String, weight: Int) {
    self.name = name
    self.weight = weight
    print("Node.init(name:weight:)")
  }
  convenience init() {
    self.init(name: "anon")
    print("Node.convenience init()")
  }
  func show() -> String { return "\(type(of: self))(\(name), \(weight))" }
}

class TaggedNode: Node {
  var tag = "none"
}

class HeavyNode: Node {
  required init(name: String) {
    super.init(name: name, weight: 100)
    print("HeavyNode.required init")
  }
}

func build<T: Node>(_ t: T.Type, _ n: String) -> T { return t.init(name: n) }

print(TaggedNode().show())
print(TaggedNode(name: "t", weight: 3).show())
print(build(HeavyNode.self, "h").show())
let dyn: Node.Type = TaggedNode.self
print(dyn.init(name: "d").show())
// expect: Node.init(name: anon)
// expect: Node.convenience init()
// expect: TaggedNode(anon, 1)
// expect: Node.init(name:weight:)
// expect: TaggedNode(t, 3)
// expect: Node.init(name:weight:)
// expect: HeavyNode.required init
// expect: HeavyNode(h, 100)
// expect: Node.init(name: d)
// expect: TaggedNode(d, 1)
