// Compiler test style: Character and Substring as Set/Dictionary keys, anagram grouping and Hashable equality
let words = ["listen", "silent", "enlist", "google", "gogole", "cat", "act", "tac", "dog"]
let groups = Dictionary(grouping: words) { String($0.sorted()) }
let sortedGroups = groups.values.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
for g in sortedGroups { print(g) }

let a: Set<Character> = Set("abracadabra")
let b: Set<Character> = Set("alakazam")
print(String(a.sorted()), String(b.sorted()), String(a.intersection(b).sorted()))
let subs: Set<Substring> = Set("x y x z y".split(separator: " "))
print(subs.count, subs.contains("z"), subs.map(String.init).sorted())
var seen: [Character: Int] = [:]
for (i, ch) in "e\u{301}\u{e9}e".enumerated() where seen[ch] == nil {
    seen[ch] = i
}
print(seen.count, seen["\u{e9}"]!, seen["e"]!)
let firstUnique = "swiss".first { ch in "swiss".filter { $0 == ch }.count == 1 }
print(firstUnique!)
let letterCounts = "hello world".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let repeated = letterCounts.filter { $0.value > 1 }.keys.sorted()
print(String(repeated), letterCounts[" "]!)
// expect: ["act", "cat", "tac"]
// expect: ["enlist", "listen", "silent"]
// expect: ["gogole", "google"]
// expect: ["dog"]
// expect: abcdr aklmz a
// expect: 3 true ["x", "y", "z"]
// expect: 2 0 2
// expect: w
// expect: lo 1
