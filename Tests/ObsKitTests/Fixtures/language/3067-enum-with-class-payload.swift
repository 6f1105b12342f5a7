// Compiler test style: enum payloads that are class references stay shared across enum copies
final class Counter { var n = 0 }
struct Value { var n = 0 }

enum Slot {
  case ref(Counter)
  case val(Value)
  case none
}

let shared = Counter()
var s1 = Slot.ref(shared)
let s2 = s1
if case .ref(let c) = s1 { c.n += 5 }
if case .ref(let c) = s2 { print("s2 sees", c.n) }

var v1 = Slot.val(Value(n: 1))
let v2 = v1
if case .val(var v) = v1 {
  v.n += 10
  v1 = .val(v)
}
if case .val(let a) = v1, case .val(let b) = v2 {
  print("v1", a.n, "v2", b.n)
}

var slots: [Slot] = [s1, v1, .none, .ref(Counter())]
for slot in slots {
  switch slot {
  case .ref(let c): c.n += 1
  case .val(var v): v.n += 1
  case .none: break
  }
}
func describe(_ s: Slot) -> String {
  switch s {
  case .ref(let c): return "ref(\(c.n))"
  case .val(let v): return "val(\(v.n))"
  case .none: return "none"
  }
}
print(slots.map(describe))
s1 = .none
print(shared.n, describe(s1), describe(s2))
// expect: s2 sees 5
// expect: v1 11 v2 1
// expect: ["ref(6)", "val(11)", "none", "ref(1)"]
// expect: 6 none ref(6)
