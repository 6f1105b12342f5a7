// Swift book style: protocols and extensions adding computed properties to Int and String
extension Int {
    var isEven: Bool { self % 2 == 0 }
    var digits: [Int] { String(self).compactMap(\.wholeNumberValue) }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
}
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])
print(1234.digits, 1234.digits.reduce(0, +), 7.isEven, 10.isEven)
3.repetitions { print("Hello!") }

protocol TextRepresentable {
    var textualDescription: String { get }
}
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
struct Dice: TextRepresentable {
    let sides: Int
    var textualDescription: String { "A \(sides)-sided dice" }
}
extension String: TextRepresentable {
    var textualDescription: String { "\"\(self)\" (\(count) chars)" }
}
let d6 = Dice(sides: 6)
print(d6.textualDescription)
print([d6, Dice(sides: 12)].textualDescription)
print(["hi", "there"].textualDescription)
extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self where element != self.first { return false }
        return true
    }
}
print([100, 100, 100].allEqual(), [100, 100, 200].allEqual(), "aaa".allEqual(), [Int]().allEqual())
protocol Named { var name: String { get } }
extension Named { func greet() -> String { "Hi, \(name)" } }
struct Pet: Named { let name: String }
print([Pet(name: "Rex"), Pet(name: "Tom")].map { $0.greet() })
// expect: 5 9 2 7 0
// expect: [1, 2, 3, 4] 10 false true
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: A 6-sided dice
// expect: [A 6-sided dice, A 12-sided dice]
// expect: ["hi" (2 chars), "there" (5 chars)]
// expect: true false true true
// expect: ["Hi, Rex", "Hi, Tom"]
