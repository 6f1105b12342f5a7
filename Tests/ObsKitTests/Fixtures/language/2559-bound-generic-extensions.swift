// Swift Evolution style (SE-0361): extensions on bound generic types like [String] and Optional<Int>
extension [String] {
    func joinedAsSentence() -> String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default: return dropLast().joined(separator: ", ") + " and " + last!
        }
    }
    var totalLength: Int { reduce(0) { $0 + $1.count } }
}

extension Optional<Int> {
    var orZeroDescription: String {
        switch self {
        case .some(let v): return "value \(v)"
        case .none: return "zero (missing)"
        }
    }
}

extension Dictionary<String, Int> {
    func sortedSummary() -> String {
        keys.sorted().map { "\($0)=\(self[$0]!)" }.joined(separator: " ")
    }
    mutating func bump(_ key: String) {
        self[key, default: 0] += 1
    }
}

extension Array<Int> {
    var runningTotals: [Int] {
        var sum = 0
        return map { sum += $0; return sum }
    }
}

extension Set<Character> {
    static var vowels: Set<Character> { ["a", "e", "i", "o", "u"] }
}

extension [Int]? {
    var countOrNone: String { self.map { "\($0.count)" } ?? "none" }
}

print(["apples"].joinedAsSentence())
print(["apples", "pears", "plums"].joinedAsSentence())
print([String]().joinedAsSentence().isEmpty)
print(["ab", "cde"].totalLength)

let a: Int? = 5
let b: Int? = nil
print(a.orZeroDescription)
print(b.orZeroDescription)

var tally: [String: Int] = [:]
for word in ["b", "a", "b", "c", "b"] { tally.bump(word) }
print(tally.sortedSummary())

print([1, 2, 3, 4].runningTotals)
let vowelsInWord = "evolution".filter { Set<Character>.vowels.contains($0) }
print(vowelsInWord)
let maybeList: [Int]? = [9, 8]
print(maybeList.countOrNone)
print(([Int]?.none).countOrNone)
// expect: apples
// expect: apples, pears and plums
// expect: true
// expect: 5
// expect: value 5
// expect: zero (missing)
// expect: a=1 b=3 c=1
// expect: [1, 3, 6, 10]
// expect: eouio
// expect: 2
// expect: none
