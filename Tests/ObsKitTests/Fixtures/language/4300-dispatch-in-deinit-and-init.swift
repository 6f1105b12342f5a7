// Compiler test style: dynamic dispatch to overrides from base init and base deinit
class Base {
  let name: String
  init(name: String) {
    self.name = name
    print("Base.init calls describe: \(describe())")
  }
  func describe() -> String { return "Base(\(name))" }
  func cleanup() { print("  Base.cleanup \(name)") }
  deinit {
    print("Base.deinit calls describe: \(describe())")
    cleanup()
  }
}

class Child: Base {
  var items: [String]
  init(name: String, items: [String]) {
    self.items = items
    super.init(name: name)
    print("Child.init done, items=\(self.items.count)")
  }
  override func describe() -> String {
    return "Child(\(name), items=\(items.joined(separator: "+")))"
  }
  override func cleanup() {
    print("  Child.cleanup drops \(items.count)")
    items.removeAll()
    super.cleanup()
  }
  deinit {
    print("Child.deinit items=\(items)")
  }
}

class GrandChild: Child {
  var extra = "x"
  override func describe() -> String { return "Grand[" + super.describe() + "," + extra + "]" }
  deinit { print("GrandChild.deinit extra=\(extra)") }
}

print("== Base")
do { _ = Base(name: "b") }
print("== Child")
do { _ = Child(name: "c", items: ["i", "j"]) }
print("== GrandChild")
do {
  let g = GrandChild(name: "g", items: ["k"])
  g.extra = "y"
  print("using \(g.describe())")
}
print("== via optional")
var opt: Base? = GrandChild(name: "h", items: [])
print(opt!.describe())
opt = nil
print("end")
// expect: == Base
// expect: Base.init calls describe: Base(b)
// expect: Base.deinit calls describe: Base(b)
// expect:   Base.cleanup b
// expect: == Child
// expect: Base.init calls describe: Child(c, items=i+j)
// expect: Child.init done, items=2
// expect: Child.deinit items=["i", "j"]
// expect: Base.deinit calls describe: Child(c, items=i+j)
// expect:   Child.cleanup drops 2
// expect:   Base.cleanup c
// expect: == GrandChild
// expect: Base.init calls describe: Grand[Child(g, items=k),x]
// expect: Child.init done, items=1
// expect: using Grand[Child(g, items=k),y]
// expect: GrandChild.deinit extra=y
// expect: Child.deinit items=["k"]
// expect: Base.deinit calls describe: Grand[Child(g, items=k),y]
// expect:   Child.cleanup drops 1
// expect:   Base.cleanup g
// expect: == via optional
// expect: Base.init calls describe: Grand[Child(h, items=),x]
// expect: Child.init done, items=0
// expect: Grand[Child(h, items=),x]
// expect: GrandChild.deinit extra=x
// expect: Child.deinit items=[]
// expect: Base.deinit calls describe: Grand[Child(h, items=),x]
// expect:   Child.cleanup drops 0
// expect:   Base.cleanup h
// expect: end
