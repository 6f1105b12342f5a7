// Rosetta Code style (Look-and-say sequence): run grouping over characters, lengths and an iterator
import Foundation
func lookAndSay(_ s: String) -> String {
    var result = ""
    var chars = s[...]
    while let first = chars.first {
        let run = chars.prefix { $0 == first }
        result += "\(run.count)\(first)"
        chars = chars.dropFirst(run.count)
    }
    return result
}
var term = "1"
for i in 1...10 {
    print("\(i): \(term)")
    term = lookAndSay(term)
}
struct LookAndSay: Sequence {
    let seed: String
    func makeIterator() -> AnyIterator<String> {
        var cur = seed
        return AnyIterator {
            defer { cur = lookAndSay(cur) }
            return cur
        }
    }
}
let lengths = LookAndSay(seed: "1").prefix(16).map(\.count)
print("lengths:", lengths)
let ratios = zip(lengths.dropFirst(), lengths).suffix(3).map { Double($0) / Double($1) }
print(ratios.map { ($0 * 1000).rounded() / 1000 })
print(Array(LookAndSay(seed: "3").prefix(5)))
print(lookAndSay("22") == "22")
// expect: 1: 1
// expect: 2: 11
// expect: 3: 21
// expect: 4: 1211
// expect: 5: 111221
// expect: 6: 312211
// expect: 7: 13112221
// expect: 8: 1113213211
// expect: 9: 31131211131221
// expect: 10: 13211311123113112211
// expect: lengths: [1, 2, 2, 4, 6, 6, 8, 10, 14, 20, 26, 34, 46, 62, 78, 102]
// expect: [1.348, 1.258, 1.308]
// expect: ["3", "13", "1113", "3113", "132113"]
// expect: true
