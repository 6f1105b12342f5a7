// Advanced Swift style (reduce and reduce(into:)): frequency tables, grouping and running totals
let text = "mississippi"
let freq = text.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
for (c, n) in freq.sorted(by: { $0.key < $1.key }) { print(c, n) }
let total = [1, 2, 3, 4].reduce(0) { $0 + $1 * $1 }
print(total)
let running = [3, 1, 4, 1, 5].reduce(into: [Int]()) { acc, x in acc.append((acc.last ?? 0) + x) }
print(running)
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = words.reduce(into: [Character: [String]]()) { $0[$1.first!, default: []].append($1) }
print(byLetter.keys.sorted(), byLetter["b"]!)
let grouped = Dictionary(grouping: words, by: { $0.count })
print(grouped.keys.sorted(), grouped[6]!.sorted())
let longest = words.reduce("") { $1.count > $0.count ? $1 : $0 }
print(longest)
let s = [1, 2, 3].reduce("") { $0 + String($1) }
print(s)
let minMax = [7, 2, 9, 4].reduce((Int.max, Int.min)) { (min($0.0, $1), max($0.1, $1)) }
print(minMax)
let set = [1, 2, 2, 3, 3, 3].reduce(into: Set<Int>()) { $0.insert($1) }
print(set.sorted())
let product = (1...10).reduce(1, *)
print(product)
let str = ["a", "b", "c"].reduce(into: "") { $0 += $1.uppercased() }
print(str)
print([Int]().reduce(42, +))
// expect: i 4
// expect: m 1
// expect: p 2
// expect: s 4
// expect: 30
// expect: [3, 4, 8, 9, 14]
// expect: ["a", "b", "c"] ["banana", "blueberry"]
// expect: [5, 6, 7, 9] ["banana", "cherry"]
// expect: blueberry
// expect: 123
// expect: (2, 9)
// expect: [1, 2, 3]
// expect: 3628800
// expect: ABC
// expect: 42
