// Properties: lazy stored properties are created on first access only, once; constant and variable stored properties.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct FixedLengthRange {
    var firstValue: Int
    let length: Int
}
var rangeOfThreeItems = FixedLengthRange(firstValue: 0, length: 3)
rangeOfThreeItems.firstValue = 6
print(rangeOfThreeItems)
final class Dictionary2Loader {
    var fileName = "words.txt"
    init() { print("loader created for \(fileName)") }
}
final class SpellChecker {
    lazy var loader = Dictionary2Loader()
    lazy var words: [String] = {
        print("loading words")
        return ["apple", "banana", "cherry"]
    }()
    var checked = 0
    func check(_ word: String) -> Bool {
        checked += 1
        return words.contains(word)
    }
}
let checker = SpellChecker()
print("checker ready, nothing loaded yet")
print(checker.check("banana"))
print(checker.check("bananna"))
print(checker.checked)
print(checker.loader.fileName)
print(checker.loader.fileName)
struct Report {
    var rows: [Int]
    lazy var total: Int = {
        print("computing total")
        return rows.reduce(0, +)
    }()
}
var report = Report(rows: [1, 2, 3])
print(report.total, report.total)
report.rows.append(100)
print(report.total)
report.total = 0
print(report.total)

// expect: FixedLengthRange(firstValue: 6, length: 3)
// expect: checker ready, nothing loaded yet
// expect: loading words
// expect: true
// expect: false
// expect: 2
// expect: loader created for words.txt
// expect: words.txt
// expect: words.txt
// expect: computing total
// expect: 6 6
// expect: 6
// expect: 0
