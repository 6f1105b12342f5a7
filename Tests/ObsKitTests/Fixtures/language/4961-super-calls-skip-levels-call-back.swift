// Compiler test style: super calls that skip levels and call back into overridden methods
class A {
  func name() -> String { return "A" }
  func render() -> String { return "A.render(\(name()), \(detail()))" }
  func detail() -> String { return "a-detail" }
  var value: Int { return 1 }
  func total() -> Int { return value }
}

class B: A {
  override func name() -> String { return "B<" + super.name() + ">" }
  override func detail() -> String { return "b-detail+" + super.detail() }
  override var value: Int { return super.value + 10 }
}

class C: B {
  // render is not overridden in B, so super.render() reaches A's.
  override func render() -> String { return "C.render -> " + super.render() }
  override func name() -> String { return "C<" + super.name() + ">" }
  override var value: Int { return super.value * 2 }
  override func total() -> Int { return super.total() + 1000 }
}

class D: C {
  override func detail() -> String { return "d-detail" }
  func superRenderClosure() -> () -> String { return { super.render() } }
  func superNameRef() -> String {
    let f = { () -> String in super.name() }
    return f() + "|" + self.name()
  }
}

let objs: [A] = [A(), B(), C(), D()]
for o in objs {
  print(o.render())
}
for o in objs {
  print(type(of: o), o.value, o.total())
}

let d = D()
print(d.superRenderClosure()())
print(d.superNameRef())

class Counter {
  var log: [String] = []
  func step(_ n: Int) {
    log.append("Counter.step(\(n))")
    if n > 0 { step(n - 1) }
  }
}
class LoudCounter: Counter {
  override func step(_ n: Int) {
    log.append("Loud(\(n))")
    super.step(n)
  }
}
let lc = LoudCounter()
lc.step(2)
print(lc.log.joined(separator: " "))

class Base {
  init() { print("Base.init calls setup:", setup()) }
  func setup() -> String { return "base setup" }
}
class Child: Base {
  let tag: String
  override init() {
    tag = "child-tag"
    super.init()
    print("Child.init done with", tag)
  }
  override func setup() -> String { return "child setup(" + super.setup() + ")" }
}
_ = Child()

// expect: A.render(A, a-detail)
// expect: A.render(B<A>, b-detail+a-detail)
// expect: C.render -> A.render(C<B<A>>, b-detail+a-detail)
// expect: C.render -> A.render(C<B<A>>, d-detail)
// expect: A 1 1
// expect: B 11 11
// expect: C 22 1022
// expect: D 22 1022
// expect: C.render -> A.render(C<B<A>>, d-detail)
// expect: C<B<A>>|C<B<A>>
// expect: Loud(2) Counter.step(2) Loud(1) Counter.step(1) Loud(0) Counter.step(0)
// expect: Base.init calls setup: child setup(base setup)
// expect: Child.init done with child-tag
