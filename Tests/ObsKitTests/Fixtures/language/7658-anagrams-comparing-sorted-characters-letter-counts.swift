// Blog style (anagrams): comparing sorted characters and letter counts
func isAnagram(_ a: String, _ b: String) -> Bool {
    let clean = { (s: String) in s.lowercased().filter { !$0.isWhitespace }.sorted() }
    return clean(a) == clean(b)
}
let pairs = [("listen", "silent"), ("Dormitory", "dirty room"), ("hello", "world"), ("Astronomer", "Moon starer")]
for (a, b) in pairs {
    print("\(a) / \(b): \(isAnagram(a, b))")
}
let words = ["tea", "eat", "ate", "tan", "nat", "bat"]
var groups: [String: [String]] = [:]
for w in words {
    groups[String(w.sorted()), default: []].append(w)
}
for key in groups.keys.sorted() {
    print(key, groups[key]!)
}
print(String("swift".sorted()), String("swift".sorted(by: >)))
// expect: listen / silent: true
// expect: Dormitory / dirty room: true
// expect: hello / world: false
// expect: Astronomer / Moon starer: true
// expect: abt ["bat"]
// expect: aet ["tea", "eat", "ate"]
// expect: ant ["tan", "nat"]
// expect: fistw wtsif
