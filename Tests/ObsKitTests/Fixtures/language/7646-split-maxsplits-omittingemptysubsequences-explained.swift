// Blog style (split): maxSplits and omittingEmptySubsequences explained
let csv = "a,,b,c,,"
print(csv.split(separator: ","))
print(csv.split(separator: ",", omittingEmptySubsequences: false))
print(csv.split(separator: ",", maxSplits: 1))
print(csv.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))
let line = "key = value = more"
let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
print(parts)
extension Substring {
    func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
let words = "  many   spaces here ".split(whereSeparator: { $0 == " " })
print(words.count, words)
print("".split(separator: ",").count, "".split(separator: ",", omittingEmptySubsequences: false).count)
// expect: ["a", "b", "c"]
// expect: ["a", "", "b", "c", "", ""]
// expect: ["a", ",b,c,,"]
// expect: ["a", "", "b,c,,"]
// expect: ["key", "value = more"]
// expect: 3 ["many", "spaces", "here"]
// expect: 0 1
