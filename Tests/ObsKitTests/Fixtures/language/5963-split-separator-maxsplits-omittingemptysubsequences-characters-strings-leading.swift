// Swift stdlib test style (String APIs): split(separator:maxSplits:omittingEmptySubsequences:) with characters and strings, leading/trailing/doubled separators, and Substring results
let csv = ",a,,b,c,"
print(csv.split(separator: ",").map(String.init))
print(csv.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
print(csv.split(separator: ",", maxSplits: 2).map(String.init))
print(csv.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(String.init))
print(csv.split(separator: ",", maxSplits: 0).map(String.init))

let sentence = "  the quick  brown fox  "
let words = sentence.split(separator: " ")
print(words.count, words.map { $0.count })
print(type(of: words[0]))
print(words.joined(separator: "_"))
print(sentence.split(separator: " ", omittingEmptySubsequences: false).count)

let path = "usr/local/bin/swift"
let parts = path.split(separator: "/")
print(parts.last!, parts.first!, parts.dropLast().joined(separator: "/"))
let kv = "key=value=more"
let halves = kv.split(separator: "=", maxSplits: 1)
print(halves[0], "|", halves[1])

print("a--b--c".split(separator: "--").map(String.init))
print("".split(separator: ",").count, "".split(separator: ",", omittingEmptySubsequences: false).count)
print(",".split(separator: ",", omittingEmptySubsequences: false).map { "[\($0)]" })

let lines = "line one\nline two\n\nline four"
for (n, line) in lines.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    print(n, line.isEmpty ? "<blank>" : String(line))
}
let digits = "1 22 333".split(separator: " ").compactMap { Int($0) }
print(digits, digits.reduce(0, +))

let sub = words[1]
print(sub.startIndex == sentence.index(sentence.startIndex, offsetBy: 6))
print(String(sentence[sub.startIndex...]))

// expect: ["a", "b", "c"]
// expect: ["", "a", "", "b", "c", ""]
// expect: ["a", "b", "c,"]
// expect: ["", "a", ",b,c,"]
// expect: [",a,,b,c,"]
// expect: 4 [3, 5, 5, 3]
// expect: Substring
// expect: the_quick_brown_fox
// expect: 9
// expect: swift usr usr/local/bin
// expect: key | value=more
// expect: ["a", "b", "c"]
// expect: 0 1
// expect: ["[]", "[]"]
// expect: 0 line one
// expect: 1 line two
// expect: 2 <blank>
// expect: 3 line four
// expect: [1, 22, 333] 356
// expect: true
// expect: quick  brown fox  
