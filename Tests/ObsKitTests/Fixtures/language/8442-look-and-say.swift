// Rosetta-style task: Look-and-say sequence with a Character scanner and sequence(first:next:)
import Foundation

func lookAndSay(_ s: String) -> String {
    var result = ""
    var chars = s.makeIterator()
    guard var current = chars.next() else { return "" }
    var count = 1
    while let ch = chars.next() {
        if ch == current {
            count += 1
        } else {
            result += "\(count)\(current)"
            current = ch
            count = 1
        }
    }
    result += "\(count)\(current)"
    return result
}

let terms = Array(sequence(first: "1", next: lookAndSay).prefix(10))
for (i, term) in terms.enumerated() {
    print("\(i + 1): \(term)")
}

let lengths = sequence(first: "1", next: lookAndSay).prefix(30).map(\.count)
print("Length of term 30: \(lengths.last!)")
let ratio = Double(lengths[29]) / Double(lengths[28])
print("Growth ratio ~ \((ratio * 1000).rounded() / 1000) (Conway's constant 1.303...)")
print("Starting from 3: \(Array(sequence(first: "3", next: lookAndSay).prefix(5)))")

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
// expect: Length of term 30: 4462
// expect: Growth ratio ~ 1.309 (Conway's constant 1.303...)
// expect: Starting from 3: ["3", "13", "1113", "3113", "132113"]
