// Compiler test style: primary associated types with some/any Collection<Int> and Sequence<String>
func total(_ c: some Collection<Int>) -> Int {
  return c.reduce(0, +)
}

func joined(_ s: any Sequence<String>) -> String {
  var out: [String] = []
  for x in s { out.append(x) }
  return out.joined(separator: "-")
}

print(total([1, 2, 3]))
print(total(1...4))
print(total(Set([10])))
print(joined(["a", "b"]))
print(joined(["q": 1].keys))
print(joined(["x", "y", "z"].reversed()))

protocol Store<Value> {
  associatedtype Value
  func get(_ k: String) -> Value?
  mutating func put(_ k: String, _ v: Value)
}

struct DictStore<V>: Store {
  var d: [String: V] = [:]
  func get(_ k: String) -> V? { return d[k] }
  mutating func put(_ k: String, _ v: V) { d[k] = v }
}

struct LogStore: Store {
  var log: [String] = []
  func get(_ k: String) -> Int? { return log.count }
  mutating func put(_ k: String, _ v: Int) { log.append("\(k)=\(v)") }
}

func fill(_ s: inout some Store<Int>) {
  s.put("a", 1)
  s.put("b", 2)
}

var ds = DictStore<Int>()
fill(&ds)
print(ds.get("a") ?? -1, ds.get("b") ?? -1, ds.get("c") ?? -1)

var ls = LogStore()
fill(&ls)
print(ls.log)

var stores: [any Store<Int>] = [DictStore<Int>(), LogStore()]
for i in stores.indices {
  stores[i].put("k", i + 5)
}
for s in stores {
  print(s.get("k") as Any)
}

func makeEvens(upTo n: Int) -> some Sequence<Int> {
  return stride(from: 0, through: n, by: 2)
}
print(Array(makeEvens(upTo: 9)))

func firstStrings(_ items: [any Collection<String>]) -> [String] {
  return items.compactMap { $0.first }
}
print(firstStrings([["p", "q"], Set<String>(), ["r"]]))

let anySeq: any Sequence<Int> = [3, 1, 2]
print(anySeq.sorted())
print(anySeq.map { $0 * 2 })
print(type(of: anySeq))

// expect: 6
// expect: 10
// expect: 10
// expect: a-b
// expect: q
// expect: z-y-x
// expect: 1 2 -1
// expect: ["a=1", "b=2"]
// expect: Optional(5)
// expect: Optional(1)
// expect: [0, 2, 4, 6, 8]
// expect: ["p", "r"]
// expect: [1, 2, 3]
// expect: [6, 2, 4]
// expect: Array<Int>
