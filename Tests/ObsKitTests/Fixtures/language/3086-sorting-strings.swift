// Compiler test style: sorting strings lexicographically, by length and case-insensitively
let names = ["banana", "Apple", "cherry", "apple", "Banana", "date", "fig"]
print(names.sorted())
print(names.sorted(by: >))
print(names.sorted { $0.lowercased() < $1.lowercased() || ($0.lowercased() == $1.lowercased() && $0 < $1) })
print(names.sorted { ($0.count, $0) < ($1.count, $1) })

let letters = "swiftlang"
print(String(letters.sorted()))
print(String(letters.sorted(by: >)))

func isAnagram(_ a: String, _ b: String) -> Bool {
  return a.sorted() == b.sorted()
}
print(isAnagram("listen", "silent"), isAnagram("abc", "abd"))
print(names.min()!, names.max()!)
// expect: ["Apple", "Banana", "apple", "banana", "cherry", "date", "fig"]
// expect: ["fig", "date", "cherry", "banana", "apple", "Banana", "Apple"]
// expect: ["Apple", "apple", "Banana", "banana", "cherry", "date", "fig"]
// expect: ["fig", "date", "Apple", "apple", "Banana", "banana", "cherry"]
// expect: afgilnstw
// expect: wtsnligfa
// expect: true false
// expect: Apple fig
