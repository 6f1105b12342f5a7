// Compiler test style (test/Interpreter/object_lifetimes.swift): when temporaries, reassigned variables and scoped objects are released
class Tracked {
  static var live = 0
  let name: String
  init(_ name: String) {
    self.name = name
    Tracked.live += 1
    print("+ \(name)")
  }
  deinit {
    Tracked.live -= 1
    print("- \(name)")
  }
  func touch() -> String { return "touched \(name)" }
}

print("discarded:")
_ = Tracked("discarded")
print("after discarded, live \(Tracked.live)")

print("temporary:")
print(Tracked("temp").touch())
print("after temporary, live \(Tracked.live)")

print("reassign:")
var slot: Tracked? = Tracked("first")
slot = Tracked("second")
print("after reassign")
slot = nil
print("after nil, live \(Tracked.live)")

print("do scope:")
do {
  let scoped = Tracked("scoped")
  print(scoped.touch())
}
print("after do, live \(Tracked.live)")

print("function locals:")
func work() {
  let a = Tracked("local-a")
  print(a.touch())
  print("end of work")
}
work()
print("after work, live \(Tracked.live)")

print("returned value:")
func make(_ n: String) -> Tracked { return Tracked(n) }
let kept = make("kept")
print(make("dropped").name)
print("live \(Tracked.live)")

print("array:")
var list = [Tracked("e0"), Tracked("e1"), Tracked("e2")]
list.remove(at: 1)
print("removed middle")
list.removeAll()
print("cleared, live \(Tracked.live)")

print("shared references:")
var r1: Tracked? = Tracked("shared")
var r2 = r1
r1 = nil
print("r1 gone, r2 \(r2?.name ?? "nil")")
r2 = nil
print("both gone")

print("weak:")
weak var weakRef: Tracked?
do {
  let strong = Tracked("weakly-held")
  weakRef = strong
  print(weakRef?.name ?? "nil")
}
print(weakRef?.name ?? "nil after scope")

print("closure capture:")
var closure: (() -> String)? = nil
do {
  let captured = Tracked("captured")
  closure = { captured.touch() }
}
print(closure!())
closure = nil
print("closure released")

print("dictionary value replaced:")
var dict = ["k": Tracked("v1")]
dict["k"] = Tracked("v2")
print("replaced")
dict.removeValue(forKey: "k")
print("removed, live \(Tracked.live)")

print("optional chaining temporary:")
print(Optional(Tracked("opt")).map { $0.name.count } ?? 0)
print("end, live \(Tracked.live), kept \(kept.name)")

// expect: discarded:
// expect: + discarded
// expect: - discarded
// expect: after discarded, live 0
// expect: temporary:
// expect: + temp
// expect: - temp
// expect: touched temp
// expect: after temporary, live 0
// expect: reassign:
// expect: + first
// expect: + second
// expect: - first
// expect: after reassign
// expect: - second
// expect: after nil, live 0
// expect: do scope:
// expect: + scoped
// expect: touched scoped
// expect: - scoped
// expect: after do, live 0
// expect: function locals:
// expect: + local-a
// expect: touched local-a
// expect: end of work
// expect: - local-a
// expect: after work, live 0
// expect: returned value:
// expect: + kept
// expect: + dropped
// expect: - dropped
// expect: dropped
// expect: live 1
// expect: array:
// expect: + e0
// expect: + e1
// expect: + e2
// expect: - e1
// expect: removed middle
// expect: - e0
// expect: - e2
// expect: cleared, live 1
// expect: shared references:
// expect: + shared
// expect: r1 gone, r2 shared
// expect: - shared
// expect: both gone
// expect: weak:
// expect: + weakly-held
// expect: weakly-held
// expect: - weakly-held
// expect: nil after scope
// expect: closure capture:
// expect: + captured
// expect: touched captured
// expect: - captured
// expect: closure released
// expect: dictionary value replaced:
// expect: + v1
// expect: + v2
// expect: - v1
// expect: replaced
// expect: - v2
// expect: removed, live 1
// expect: optional chaining temporary:
// expect: + opt
// expect: - opt
// expect: 3
// expect: end, live 1, kept kept
