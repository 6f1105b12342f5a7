// Compiler test style: overriding methods and properties, calling up the chain through super
class Base {
  var log: [String] = []
  func step() { log.append("Base.step") }
  func name() -> String { return "Base" }
  var tag: String { return "b" }
  func run() -> String {
    step()
    return name() + ":" + tag
  }
}

class Middle: Base {
  override func step() {
    log.append("Middle.step")
    super.step()
  }
  override func name() -> String { return "Middle(" + super.name() + ")" }
  override var tag: String { return super.tag + "m" }
}

class Leaf: Middle {
  override func step() {
    super.step()
    log.append("Leaf.step")
  }
  override var tag: String { return super.tag + "l" }
}

let objs: [Base] = [Base(), Middle(), Leaf()]
for o in objs {
  print(o.run(), o.log)
}
let leaf = Leaf()
leaf.step()
leaf.step()
print(leaf.log.count, leaf.log.joined(separator: ","))
// expect: Base:b ["Base.step"]
// expect: Middle(Base):bm ["Middle.step", "Base.step"]
// expect: Middle(Base):bml ["Middle.step", "Base.step", "Leaf.step"]
// expect: 6 Middle.step,Base.step,Leaf.step,Middle.step,Base.step,Leaf.step
