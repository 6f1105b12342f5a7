// Compiler test style: splitting strings by separators, maxSplits, omitting empty subsequences
let csv = "name,age,,city,"
let fields = csv.split(separator: ",")
print(fields.count, fields)
let all = csv.split(separator: ",", omittingEmptySubsequences: false)
print(all.count, all.map { "[\($0)]" }.joined())

let kv = "key=value=more"
let firstSplit = kv.split(separator: "=", maxSplits: 1)
print(firstSplit.map(String.init))

let sentence = "  the quick   brown fox  "
let words = sentence.split(separator: " ")
print(words.count, words.joined(separator: "_"))

let mixed = "a1b22c333d"
let letters = mixed.split(whereSeparator: { $0.isNumber })
print(letters)
let numbers = mixed.split(whereSeparator: { $0.isLetter }).map { Int($0)! }
print(numbers, numbers.reduce(0, +))

let lines = "line one\nline two\n\nline four"
for (i, line) in lines.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    print(i, line.isEmpty ? "<empty>" : String(line))
}

func parseQuery(_ q: String) -> [(String, String)] {
    q.split(separator: "&").compactMap { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
for (k, v) in parseQuery("a=1&b=&broken&c=x=y") {
    print("\(k) => '\(v)'")
}

let path = "/usr/local/bin/swift"
let comps = path.split(separator: "/")
print(comps.last!, comps.dropLast().joined(separator: "/"))

// expect: 3 ["name", "age", "city"]
// expect: 5 [name][age][][city][]
// expect: ["key", "value=more"]
// expect: 4 the_quick_brown_fox
// expect: ["a", "b", "c", "d"]
// expect: [1, 22, 333] 356
// expect: 0 line one
// expect: 1 line two
// expect: 2 <empty>
// expect: 3 line four
// expect: a => '1'
// expect: b => ''
// expect: c => 'x=y'
// expect: swift usr/local/bin
