// Blog style (character frequency): counting characters with a dictionary
let text = "mississippi river"
var counts: [Character: Int] = [:]
for ch in text where ch != " " {
    counts[ch, default: 0] += 1
}
for (ch, n) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
    print(ch, String(repeating: "#", count: n), n)
}
let grouped = Dictionary(grouping: text.filter { $0 != " " }, by: { $0 })
print(grouped["s"]!.count, grouped.keys.count)
let viaReduce = text.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(viaReduce == counts.merging([" ": 1]) { a, _ in a })
let mostCommon = counts.max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }!
print("most common: \(mostCommon.key) x\(mostCommon.value)")
// expect: i ##### 5
// expect: s #### 4
// expect: p ## 2
// expect: r ## 2
// expect: e # 1
// expect: m # 1
// expect: v # 1
// expect: 4 7
// expect: true
// expect: most common: i x5
