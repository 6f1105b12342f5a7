// Compiler test style: bound and unbound method references dispatch dynamically; super in closures
class Speaker {
  let id: Int
  init(id: Int) { self.id = id }
  func speak() -> String { return "speaker\(id)" }
  func repeatSpeak(_ n: Int) -> String {
    return Array(repeating: speak(), count: n).joined(separator: "-")
  }
  func deferred() -> () -> String {
    return { "deferred(" + self.speak() + ")" }
  }
}

class Loud: Speaker {
  override func speak() -> String { return "LOUD\(id)" }
  override func deferred() -> () -> String {
    let parent = super.deferred()
    return {
      "loud[" + parent() + "|" + super.speak() + "|" + self.speak() + "]"
    }
  }
}

let s = Speaker(id: 1)
let l = Loud(id: 2)
let ls: Speaker = Loud(id: 3)

let bound1 = s.speak
let bound2 = ls.speak
print(bound1(), bound2())

let unbound = Speaker.speak
print(unbound(s)(), unbound(l)(), unbound(ls)())

let rep = Speaker.repeatSpeak
print(rep(l)(3))

let loudSpeak: (Loud) -> () -> String = Loud.speak
print(loudSpeak(l)())

print(s.deferred()())
print(l.deferred()())
print(ls.deferred()())

var callbacks: [() -> String] = []
for sp in [s, l, ls] {
  callbacks.append(sp.speak)
  callbacks.append(sp.deferred())
}
for (i, cb) in callbacks.enumerated() {
  print(i, cb())
}

let mapped = [s, l, ls].map(Speaker.speak).map { $0() }
print(mapped)

class Counter {
  var n = 0
  func inc() { n += 1 }
  func get() -> Int { return n }
}
class DoubleCounter: Counter {
  override func inc() {
    super.inc()
    super.inc()
  }
}
let dc: Counter = DoubleCounter()
let incRef = dc.inc
incRef(); incRef(); incRef()
print(dc.get())
let ops: [(Counter) -> () -> Void] = [Counter.inc, Counter.inc]
for op in ops { op(dc)() }
print(dc.get())
// expect: speaker1 LOUD3
// expect: speaker1 LOUD2 LOUD3
// expect: LOUD2-LOUD2-LOUD2
// expect: LOUD2
// expect: deferred(speaker1)
// expect: loud[deferred(LOUD2)|speaker2|LOUD2]
// expect: loud[deferred(LOUD3)|speaker3|LOUD3]
// expect: 0 speaker1
// expect: 1 deferred(speaker1)
// expect: 2 LOUD2
// expect: 3 loud[deferred(LOUD2)|speaker2|LOUD2]
// expect: 4 LOUD3
// expect: 5 loud[deferred(LOUD3)|speaker3|LOUD3]
// expect: ["speaker1", "LOUD2", "LOUD3"]
// expect: 6
// expect: 10
