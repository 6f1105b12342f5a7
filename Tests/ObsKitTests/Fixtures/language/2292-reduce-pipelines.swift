// Compiler test style: reduce-based pipelines: reduce(into:), running totals, grouping and word frequencies with sorted output
let text = "the quick brown fox jumps over the lazy dog the fox"
let words = text.split(separator: " ").map(String.init)

let frequency = words.reduce(into: [String: Int]()) { counts, word in
  counts[word, default: 0] += 1
}
let ranked = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (word, count) in ranked.prefix(4) {
  print(word, count)
}

let running = [3, 1, 4, 1, 5, 9, 2, 6].reduce(into: [Int]()) { acc, x in
  acc.append((acc.last ?? 0) + x)
}
print(running)

let byLength = words.reduce(into: [Int: Set<String>]()) { $0[$1.count, default: []].insert($1) }
for len in byLength.keys.sorted() {
  print(len, byLength[len]!.sorted().joined(separator: ","))
}

let (minW, maxW) = words.reduce((words[0], words[0])) { acc, w in
  (w < acc.0 ? w : acc.0, w > acc.1 ? w : acc.1)
}
print(minW, maxW)

struct Stats { var count = 0; var sum = 0; var maxValue = Int.min }
let stats = [12, 7, 30, 18].reduce(into: Stats()) { s, v in
  s.count += 1
  s.sum += v
  s.maxValue = max(s.maxValue, v)
}
print(stats.count, stats.sum, stats.maxValue, stats.sum / stats.count)

let acronym = ["portable", "network", "graphics"].reduce("") { $0 + $1.prefix(1).uppercased() }
print(acronym)

let flattened = [[1, 2], [], [3], [4, 5, 6]].reduce([], +)
print(flattened, flattened.reduce(1, *))

let digits = "90210".reduce(0) { $0 * 10 + Int(String($1))! }
print(digits + 1)

let bits = (0..<8).reduce("") { out, i in out + ((0b1011_0010 >> (7 - i)) & 1 == 1 ? "1" : "0") }
print(bits)

let transforms: [(String) -> String] = [{ $0 + "!" }, { $0.uppercased() }, { "[\($0)]" }]
print(transforms.reduce("done") { value, f in f(value) })

let nestedSum = [("a", [1, 2]), ("b", [10]), ("c", [])].reduce(into: [String]()) { out, pair in
  let (name, values) = pair
  out.append("\(name)=\(values.reduce(0, +))")
}
print(nestedSum.joined(separator: ";"))

// expect: the 3
// expect: fox 2
// expect: brown 1
// expect: dog 1
// expect: [3, 4, 8, 9, 14, 23, 25, 31]
// expect: 3 dog,fox,the
// expect: 4 lazy,over
// expect: 5 brown,jumps,quick
// expect: brown the
// expect: 4 67 30 16
// expect: PNG
// expect: [1, 2, 3, 4, 5, 6] 720
// expect: 90211
// expect: 10110010
// expect: [DONE!]
// expect: a=3;b=10;c=0
