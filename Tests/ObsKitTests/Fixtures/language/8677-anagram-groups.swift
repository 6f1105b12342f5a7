// Kata style (group anagrams): Dictionary(grouping:by:), reduce(into:) and deterministic ordering of groups
let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac",
             "tinsel", "banana", "inlets", "dog", "god", "odg", "Stone", "notes", "onset"]

let groups = Dictionary(grouping: words) { String($0.lowercased().sorted()) }
let multi = groups.values.filter { $0.count > 1 }
    .map { $0.sorted() }
    .sorted { ($0.count, $1[0]) > ($1.count, $0[0]) }
for group in multi {
    print("\(group.count): \(group.joined(separator: " "))")
}
let loners = groups.values.filter { $0.count == 1 }.flatMap { $0 }.sorted()
print("No partner: \(loners)")

let letterCounts = words.joined().lowercased().reduce(into: [Character: Int]()) { counts, ch in
    counts[ch, default: 0] += 1
}
let top = letterCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5)
print("Top letters: " + top.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

func isAnagram(_ a: String, _ b: String) -> Bool {
    let x = a.lowercased(), y = b.lowercased()
    guard x != y else { return false }
    return x.reduce(into: [:]) { $0[$1, default: 0] += 1 } == y.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
}
let target = "Master"
let candidates = ["stream", "pigeon", "maters", "master", "Tamers", "smarter"]
print("Anagrams of \(target): \(candidates.filter { isAnagram(target, $0) })")

let byLength = words.reduce(into: [Int: Set<String>]()) { $0[$1.count, default: []].insert($1.lowercased()) }
for length in byLength.keys.sorted() {
    print("length \(length): \(byLength[length]!.count) distinct")
}

// expect: 5: enlist inlets listen silent tinsel
// expect: 3: Stone notes onset
// expect: 3: act cat tac
// expect: 3: dog god odg
// expect: 2: gooegl google
// expect: No partner: ["banana"]
// expect: Top letters: t=11, e=10, n=10, o=10, s=8
// expect: Anagrams of Master: ["stream", "maters", "Tamers"]
// expect: length 3: 6 distinct
// expect: length 5: 3 distinct
// expect: length 6: 8 distinct
