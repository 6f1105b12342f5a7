// Compiler test style: nonmutating setters on structs backed by class storage, usable on let constants
final class Storage {
  var values: [String: Int] = [:]
  var writes = 0
}

struct Handle {
  let storage: Storage
  let key: String

  var value: Int {
    get { return storage.values[key] ?? 0 }
    nonmutating set {
      storage.writes += 1
      storage.values[key] = newValue
    }
  }

  subscript(suffix: String) -> Int {
    get { return storage.values[key + suffix] ?? 0 }
    nonmutating set { storage.values[key + suffix] = newValue }
  }
}

func increment(_ x: inout Int) { x += 1 }

let storage = Storage()
let h = Handle(storage: storage, key: "hits")
h.value = 10
print("after assign:", h.value, storage.writes)
h.value += 5
print("after compound:", h.value, storage.writes)
increment(&h.value)
print("value:", h.value, "writes:", storage.writes)

let other = Handle(storage: storage, key: "misses")
other.value -= 3
print("other:", other.value, "writes:", storage.writes)
h["-today"] = 4
h["-today"] *= 3
print(storage.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let handles = [h, other]
handles[1].value = 100
for handle in handles {
  handle.value += 1
}
print("after loop:", h.value, other.value, storage.writes)

struct Pair {
  let left: Handle
  let right: Handle
  func balance() {
    let total = left.value + right.value
    left.value = total / 2
    right.value = total - total / 2
  }
}
Pair(left: h, right: other).balance()
print("balanced:", h.value, other.value)
// expect: after assign: 10 1
// expect: after compound: 15 2
// expect: value: 16 writes: 3
// expect: other: -3 writes: 4
// expect: ["hits=16", "hits-today=12", "misses=-3"]
// expect: after loop: 17 101 7
// expect: balanced: 59 59
