// Swift Evolution style (SE-0445 String.Index printing / SE-0354 regex literals with lookahead): readable descriptions of string indices, and regexes with captures and lookahead assertions located by index
let word = "café"
print(word.startIndex)
print(word.index(after: word.startIndex))
print(word.endIndex)
let accentIndex = word.firstIndex(of: "é")!
print(accentIndex, word[accentIndex])
print(word.utf8.index(word.utf8.startIndex, offsetBy: 4))
print(String(describing: word.firstIndex(of: "z")))
print([word.startIndex, accentIndex])
print(word.index(word.startIndex, offsetBy: 2).debugDescription)

let prices = "apple $3, pear $12, plum 7, fig $45"
let dollarAmounts = try! Regex(#"\$(\d+)"#)
let amounts = prices.matches(of: dollarAmounts).compactMap { $0.output[1].substring.map(String.init) }
print(amounts)
print("total dollars:", amounts.compactMap(Int.init).reduce(0, +))

let beforeComma = try! Regex(#"\w+(?=,)"#)
print(prices.matches(of: beforeComma).map { String(prices[$0.range]) })
let notBeforeComma = try! Regex(#"\b[a-z]+\b(?! \$)"#)
print(prices.matches(of: notBeforeComma).map { String(prices[$0.range]) })

let log = "user=ann id=7; user=bob id=42; admin=eve id=1"
let userIDs = #/user=(\w+) id=(\d+)/#
for m in log.matches(of: userIDs) {
    print(m.1, Int(m.2)! * 2, log.distance(from: log.startIndex, to: m.range.lowerBound))
}

let sentence = "cat concat catalog bobcat"
let prefixCat = #/\bcat(?=a)/#
print(sentence.ranges(of: prefixCat).map { sentence.distance(from: sentence.startIndex, to: $0.lowerBound) })
let replaced = prices.replacing(#/\$\d+/#, with: "$N")
print(replaced)

if let r = sentence.firstRange(of: "concat") {
    print(r.lowerBound, r.upperBound, sentence[r])
}

// expect: 0[any]
// expect: 1[utf8]
// expect: 5[utf8]
// expect: 3[utf8] é
// expect: 4[utf8]
// expect: nil
// expect: [0[any], 3[utf8]]
// expect: 2[utf8]
// expect: ["3", "12", "45"]
// expect: total dollars: 60
// expect: ["3", "12", "7"]
// expect: ["plum"]
// expect: ann 14 0
// expect: bob 84 15
// expect: [11]
// expect: apple $N, pear $N, plum 7, fig $N
// expect: 4[utf8] 10[utf8] concat
