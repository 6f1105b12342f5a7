// Compiler test style: ExpressibleByDictionaryLiteral preserves literal order and handles duplicate keys
struct OrderedMap<K: Hashable, V>: ExpressibleByDictionaryLiteral, Sequence {
  private(set) var keys: [K] = []
  private var storage: [K: V] = [:]

  init(dictionaryLiteral elements: (K, V)...) {
    for (k, v) in elements { self[k] = v }
  }

  subscript(key: K) -> V? {
    get { storage[key] }
    set {
      if let nv = newValue {
        if storage.updateValue(nv, forKey: key) == nil { keys.append(key) }
      } else if storage.removeValue(forKey: key) != nil {
        keys.removeAll { $0 == key }
      }
    }
  }

  var count: Int { keys.count }

  func makeIterator() -> AnyIterator<(key: K, value: V)> {
    var i = 0
    return AnyIterator {
      guard i < self.keys.count else { return nil }
      defer { i += 1 }
      let k = self.keys[i]
      return (k, self.storage[k]!)
    }
  }
}

struct Headers: ExpressibleByDictionaryLiteral {
  var lines: [String]
  init(dictionaryLiteral elements: (String, String)...) {
    lines = elements.map { "\($0.0.lowercased()): \($0.1)" }
  }
}

var m: OrderedMap = ["zeta": 26, "alpha": 1, "mu": 12]
for (k, v) in m { print(k, v) }
m["beta"] = 2
m["zeta"] = nil
m["alpha"] = 100
print(m.keys, m.count)
print(m.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
let dup: OrderedMap<String, Int> = ["a": 1, "b": 2, "a": 3]
print(dup.keys, dup["a"]!)
let h: Headers = ["Content-Type": "text/plain", "X-Id": "42"]
for line in h.lines { print(line) }
let none: Headers = [:]
print(none.lines.isEmpty)
let sum = m.reduce(0) { $0 + $1.value }
print(sum)
print(m["missing"] == nil)

// expect: zeta 26
// expect: alpha 1
// expect: mu 12
// expect: ["alpha", "mu", "beta"] 3
// expect: alpha=100&mu=12&beta=2
// expect: ["a", "b"] 3
// expect: content-type: text/plain
// expect: x-id: 42
// expect: true
// expect: 114
// expect: true
