// Splitting strings: by a Character, by a String, with maxSplits and omittingEmptySubsequences, and whereSeparator.
// Expected output: swiftc 6.3.1 on this machine.
let csv = "name,,age,city,"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print(csv.split(separator: ",", maxSplits: 1))
let text = "one -- two -- three"
print(text.split(separator: " -- "))
let messy = "a1b22c333d"
print(messy.split(whereSeparator: { $0.isNumber }))
print(messy.split(whereSeparator: \.isLetter).map { Int($0)! })
let words = "the quick brown fox".split(separator: " ")
print(words.map { $0.count }, type(of: words[0]), words.last!.uppercased())

// expect: ["name", "age", "city"]
// expect: ["name", "", "age", "city", ""]
// expect: ["name", ",age,city,"]
// expect: ["one", "two", "three"]
// expect: ["a", "b", "c", "d"]
// expect: [1, 22, 333]
// expect: [3, 5, 5, 3] Substring FOX
