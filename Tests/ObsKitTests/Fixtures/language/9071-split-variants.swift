// Compiler test style: split variants — separator vs predicate, maxSplits, omittingEmptySubsequences, and splitting non-string collections
let csv = ",a,,b,c,,"

func show<S: Sequence>(_ parts: S) -> String where S.Element: StringProtocol {
    "[" + parts.map { String($0).debugDescription }.joined(separator: ", ") + "]"
}

print(show(csv.split(separator: ",")))
print(show(csv.split(separator: ",", omittingEmptySubsequences: false)))
print(show(csv.split(separator: ",", maxSplits: 2)))
print(show(csv.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)))
print(show(csv.split(separator: ",", maxSplits: 0)))
print(show("".split(separator: ",")))
print(show("".split(separator: ",", omittingEmptySubsequences: false)))
print(show(",".split(separator: ",", omittingEmptySubsequences: false)))

// Splitting by predicate.
let messy = "one  two\tthree\n\nfour"
print(show(messy.split(whereSeparator: { $0.isWhitespace })))
print(show(messy.split(maxSplits: 1, whereSeparator: \.isWhitespace)))
print(show(messy.split(omittingEmptySubsequences: false, whereSeparator: { $0 == " " || $0 == "\n" })))

// Splitting on multi-character separator (String overload).
let path = "a::b::::c"
print(show(path.split(separator: "::")))
print(show(path.split(separator: "::", omittingEmptySubsequences: false)))

// Split on arrays of ints.
let nums = [1, 0, 2, 3, 0, 0, 4, 0]
print(nums.split(separator: 0).map(Array.init))
print(nums.split(separator: 0, omittingEmptySubsequences: false).map(Array.init))
print(nums.split(separator: 0, maxSplits: 1).map(Array.init))
print(nums.split(whereSeparator: { $0 % 2 == 0 }).map(Array.init))

// Slices keep indices from the original array.
let parts = nums.split(separator: 0)
print(parts.map { $0.startIndex }, parts.map { $0.endIndex })

// Lines and key=value parsing.
let config = "name=swift\nversion=6\n\nempty=\nurl=a=b"
var pairs: [(String, String)] = []
for line in config.split(separator: "\n") {
    let kv = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    pairs.append((String(kv[0]), kv.count > 1 ? String(kv[1]) : "<none>"))
}
print(pairs.map { "\($0.0)->\($0.1)" })

// Components vs split behaviour on trailing separators.
let trailing = "x/y/"
print(trailing.split(separator: "/").count, trailing.split(separator: "/", omittingEmptySubsequences: false).count)
print(show("  padded  ".split(separator: " ")))

// expect: ["a", "b", "c"]
// expect: ["", "a", "", "b", "c", "", ""]
// expect: ["a", "b", "c,,"]
// expect: ["", "a", ",b,c,,"]
// expect: [",a,,b,c,,"]
// expect: []
// expect: [""]
// expect: ["", ""]
// expect: ["one", "two", "three", "four"]
// expect: ["one", " two\tthree\n\nfour"]
// expect: ["one", "", "two\tthree", "", "four"]
// expect: ["a", "b", "c"]
// expect: ["a", "b", "", "c"]
// expect: [[1], [2, 3], [4]]
// expect: [[1], [2, 3], [], [4], []]
// expect: [[1], [2, 3, 0, 0, 4, 0]]
// expect: [[1], [3]]
// expect: [0, 2, 6] [1, 4, 7]
// expect: ["name->swift", "version->6", "empty->", "url->a=b"]
// expect: 2 3
// expect: ["padded"]
