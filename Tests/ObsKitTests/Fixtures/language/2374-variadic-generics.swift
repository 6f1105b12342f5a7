// Compiler test style: parameter packs (each T / repeat each) in simple functions and types
func describeAll<each T>(_ values: repeat each T) -> [String] {
  var result: [String] = []
  repeat result.append(String(describing: each values))
  return result
}

func typeNames<each T>(_ values: repeat each T) -> [String] {
  var names: [String] = []
  repeat names.append(String(describing: (each T).self))
  return names
}

func count<each T>(_ values: repeat each T) -> Int {
  var n = 0
  for _ in repeat each values { n += 1 }
  return n
}

func pairUp<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
  (repeat (each a, each b))
}

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
  for (l, r) in repeat (each lhs, each rhs) {
    if l != r { return false }
  }
  return true
}

struct Labeled<each V> {
  var values: (repeat each V)
  func render() -> String {
    var parts: [String] = []
    for v in repeat each values { parts.append("<\(v)>") }
    return parts.joined()
  }
}

print(describeAll(1, "two", 3.5, true))
print(typeNames(1, "two", [3], Optional(4)))
print(count(), count(1), count("a", "b", "c"))
let pairs = pairUp(1, "x", with: true, 2.5)
print(pairs.0, pairs.1)
print(allEqual((1, "a", true), (1, "a", true)), allEqual((1, "a"), (1, "b")))
print(Labeled(values: (1, "q", false)).render())
print(Labeled<Int, Int>(values: (7, 8)).render())
print(describeAll().isEmpty, typeNames(Labeled(values: (1, 2))))
// expect: ["1", "two", "3.5", "true"]
// expect: ["Int", "String", "Array<Int>", "Optional<Int>"]
// expect: 0 1 3
// expect: (1, true) ("x", 2.5)
// expect: true false
// expect: <1><q><false>
// expect: <7><8>
// expect: true ["Labeled<Pack{Int, Int}>"]
