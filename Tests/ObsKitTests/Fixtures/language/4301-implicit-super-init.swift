// Compiler test style: implicit super.init() insertion, default property values, and init ordering
var order: [String] = []

class Root {
  var rootValue: Int = { order.append("Root.rootValue"); return 1 }()
  init() {
    order.append("Root.init")
  }
}

class Mid: Root {
  var midValue: Int = { order.append("Mid.midValue"); return 2 }()
  override init() {
    order.append("Mid.init body")
    // super.init() is inserted implicitly at the end
  }
}

class Tip: Mid {
  var tipValue: Int
  var lazyTotal: Int { return rootValue + midValue + tipValue }
  init(tip: Int) {
    order.append("Tip.init start")
    tipValue = tip
    order.append("Tip.init before implicit super")
  }
}

class Explicit: Root {
  var e = 0
  override init() {
    order.append("Explicit.init before")
    super.init()
    order.append("Explicit.init after, rootValue=\(rootValue)")
    e = rootValue * 10
  }
}

let t = Tip(tip: 3)
for (i, o) in order.enumerated() {
  print("\(i) \(o)")
}
print("total \(t.lazyTotal)")

order = []
let ex = Explicit()
print(order.joined(separator: " | "))
print(ex.e)

class Empty {}
class EmptyChild: Empty {
  let n: Int
  init(n: Int) { self.n = n }
}
print(EmptyChild(n: 5).n)

class DefaultsOnly {
  var a = 1
  var b = "two"
  var c: [Int] = [3]
  var d: Double?
}
class DefaultsChild: DefaultsOnly {
  var e = true
}
let dc = DefaultsChild()
print(dc.a, dc.b, dc.c, dc.d as Any, dc.e)
order = []
let t2 = Tip(tip: 10)
print(order.count, t2.lazyTotal)
// expect: 0 Tip.init start
// expect: 1 Tip.init before implicit super
// expect: 2 Mid.midValue
// expect: 3 Mid.init body
// expect: 4 Root.rootValue
// expect: 5 Root.init
// expect: total 6
// expect: Explicit.init before | Root.rootValue | Root.init | Explicit.init after, rootValue=1
// expect: 10
// expect: 5
// expect: 1 two [3] nil true
// expect: 6 13
