// Standard library API style (splitting): split(separator:maxSplits:omittingEmptySubsequences:), split(whereSeparator:) and components on strings and arrays
let line = ",a,,b,c,"
print("default:", line.split(separator: ","))
print("keep empty:", line.split(separator: ",", omittingEmptySubsequences: false))
print("max 1:", line.split(separator: ",", maxSplits: 1))
print("max 1 keep:", line.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false))
print("max 0:", line.split(separator: ",", maxSplits: 0))
print("max 2 keep:", line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
print("empty string:", "".split(separator: ","), "".split(separator: ",", omittingEmptySubsequences: false))
print("only separators:", ",,,".split(separator: ","), ",,,".split(separator: ",", omittingEmptySubsequences: false).count)
print("whereSeparator:", "one two\tthree\nfour".split(whereSeparator: { $0.isWhitespace }))
print("whereSeparator keep:", "a  b".split(omittingEmptySubsequences: false, whereSeparator: { $0 == " " }))
print("string separator:", "a::b::c".split(separator: "::"))
let wordList: [Substring] = "The quick brown fox".split(separator: " ")
print("words maps:", wordList.map { $0.count })
let nums = [1, 0, 2, 3, 0, 0, 4]
print("array split:", nums.split(separator: 0).map(Array.init))
print("array keep:", nums.split(separator: 0, omittingEmptySubsequences: false).map(Array.init))
print("array where:", nums.split(whereSeparator: { $0 > 2 }).map(Array.init))
print("array max 1:", nums.split(separator: 0, maxSplits: 1).map(Array.init))
let parts = "key=value=more".split(separator: "=", maxSplits: 1)
print("key value:", parts[0], "|", parts[1])
print("substring type:", type(of: parts[0]))
print("lines:", "l1\nl2\r\nl3".split(whereSeparator: \.isNewline))
let csv = "name,age\nann,31\nbob,\n"
for row in csv.split(separator: "\n") {
    let fields = row.split(separator: ",", omittingEmptySubsequences: false)
    print("row:", fields.count, fields.map { $0.isEmpty ? "<empty>" : String($0) })
}
print("split then join:", "a-b-c".split(separator: "-").joined(separator: "+"))
print("unicode split:", "é·ü·😀".split(separator: "·"))
print("split char e in cafe\u{301}:", "cafe\u{301}e".split(separator: "e"))

// expect: default: ["a", "b", "c"]
// expect: keep empty: ["", "a", "", "b", "c", ""]
// expect: max 1: ["a", ",b,c,"]
// expect: max 1 keep: ["", "a,,b,c,"]
// expect: max 0: [",a,,b,c,"]
// expect: max 2 keep: ["", "a", ",b,c,"]
// expect: empty string: [] [""]
// expect: only separators: [] 4
// expect: whereSeparator: ["one", "two", "three", "four"]
// expect: whereSeparator keep: ["a", "", "b"]
// expect: string separator: ["a", "b", "c"]
// expect: words maps: [3, 5, 5, 3]
// expect: array split: [[1], [2, 3], [4]]
// expect: array keep: [[1], [2, 3], [], [4]]
// expect: array where: [[1, 0, 2], [0, 0]]
// expect: array max 1: [[1], [2, 3, 0, 0, 4]]
// expect: key value: key | value=more
// expect: substring type: Substring
// expect: lines: ["l1", "l2", "l3"]
// expect: row: 2 ["name", "age"]
// expect: row: 2 ["ann", "31"]
// expect: row: 2 ["bob", "<empty>"]
// expect: split then join: a+b+c
// expect: unicode split: ["é", "ü", "😀"]
// expect: split char e in café: ["café"]
