// Compiler test style: primary associated types with some/any constrained existentials
func evens(upTo n: Int) -> some Collection<Int> {
  stride(from: 0, through: n, by: 2).map { $0 }
}

func lazyEvens(upTo n: Int) -> some Sequence<Int> {
  (0...n).lazy.filter { $0 % 2 == 0 }
}

func total(_ values: some Sequence<Int>) -> Int {
  values.reduce(0, +)
}

func joined(_ words: any Sequence<String>) -> String {
  var parts: [String] = []
  for w in words { parts.append(w.uppercased()) }
  return parts.joined(separator: "-")
}

func firstAndCount<C: Collection<String>>(_ c: C) -> String {
  "\(c.first ?? "-")/\(c.count)"
}

let e = evens(upTo: 10)
print(Array(e), e.count)
print(total(e), total(lazyEvens(upTo: 7)))
print(total([1, 2, 3]), total(1...4))

let sources: [any Sequence<String>] = [
  ["alpha", "beta"],
  Set(["solo"]),
  "a b c".split(separator: " ").map(String.init),
  ["x", "y", "z"].reversed(),
]
for s in sources { print(joined(s)) }

let collections: [any Collection<String>] = [["p", "q"], ["r"][...], ArraySlice(["s", "t", "u"]).dropFirst()]
for c in collections {
  print(c.count, firstAndCount(c))
}
let anyInts: any Collection<Int> = e
print(anyInts.count, anyInts.contains(4), anyInts.contains(5))
// expect: [0, 2, 4, 6, 8, 10] 6
// expect: 30 12
// expect: 6 10
// expect: ALPHA-BETA
// expect: SOLO
// expect: A-B-C
// expect: Z-Y-X
// expect: 2 p/2
// expect: 1 r/1
// expect: 2 t/2
// expect: 6 true false
