// Swift book style: anagram groups with sorted characters as dictionary keys
let words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god", "odg", "bird"]
var groups: [String: [String]] = [:]
for word in words {
    let key = String(word.sorted())
    groups[key, default: []].append(word)
}
let sortedKeys = groups.keys.sorted()
for key in sortedKeys {
    print("\(key): \(groups[key]!.joined(separator: " "))")
}
let grouped = Dictionary(grouping: words) { String($0.sorted()) }
let largest = grouped.values.max { a, b in a.count < b.count || (a.count == b.count && a[0] > b[0]) }!
print("largest group: \(largest)")
let singletons = grouped.values.filter { $0.count == 1 }.flatMap { $0 }.sorted()
print("no anagram partner: \(singletons)")

func isAnagram(_ a: String, _ b: String) -> Bool {
    var counts: [Character: Int] = [:]
    for c in a.lowercased() where c != " " { counts[c, default: 0] += 1 }
    for c in b.lowercased() where c != " " { counts[c, default: 0] -= 1 }
    return counts.values.allSatisfy { $0 == 0 }
}
print(isAnagram("Dormitory", "Dirty room"))
print(isAnagram("Astronomer", "Moon starer"))
print(isAnagram("Hello", "World"))
let counts = grouped.mapValues(\.count).filter { $0.value > 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: act: cat act tac
// expect: bdir: bird
// expect: dgo: dog god odg
// expect: eggloo: google gooegl
// expect: eilnst: listen silent enlist
// expect: largest group: ["cat", "act", "tac"]
// expect: no anagram partner: ["bird"]
// expect: true
// expect: true
// expect: false
// expect: ["act=3", "dgo=3", "eggloo=2", "eilnst=3"]
