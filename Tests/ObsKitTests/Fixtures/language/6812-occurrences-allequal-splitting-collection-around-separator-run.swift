// Swift Forums style (Equatable collections): occurrences, allEqual and splitting a collection around a separator run
extension Collection where Element: Equatable {
    func occurrences(of value: Element) -> Int {
        reduce(0) { $1 == value ? $0 + 1 : $0 }
    }

    var allEqual: Bool {
        guard let first = first else { return true }
        return dropFirst().allSatisfy { $0 == first }
    }

    func positions(of value: Element) -> [Index] {
        indices.filter { self[$0] == value }
    }

    func components(separatedBy separator: Element) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        for i in indices where self[i] == separator {
            result.append(self[start..<i])
            start = index(after: i)
        }
        result.append(self[start...])
        return result
    }
}

extension Collection where Element: Equatable, SubSequence: Equatable {
    func hasRepeatedPrefix(_ length: Int) -> Bool {
        guard count >= 2 * length else { return false }
        let head = prefix(length)
        return dropFirst(length).prefix(length) == head
    }
}

let rolls = [3, 6, 6, 2, 6, 1]
print(rolls.occurrences(of: 6), rolls.positions(of: 6))
print(rolls.allEqual, [4, 4, 4].allEqual, [Int]().allEqual)
print("banana".occurrences(of: "a"), "aaa".allEqual)

let csv = "a,b,,c"
print(csv.components(separatedBy: ",").map(String.init))
print([1, 0, 2, 3, 0, 0, 4].components(separatedBy: 0).map(Array.init))
print([Int]().components(separatedBy: 0).count)

print("abab".hasRepeatedPrefix(2), "abac".hasRepeatedPrefix(2), [1, 1].hasRepeatedPrefix(1))
print(Array(1...6)[1...].positions(of: 4))

let text = "the cat sat on the mat"
let wordsArray = text.components(separatedBy: " ")
print(wordsArray.occurrences(of: "the"), wordsArray.count)
let idx = text.positions(of: "t").map { text.distance(from: text.startIndex, to: $0) }
print(idx)
let values = ["a": 1, "b": 1, "c": 1]
print(values.values.allEqual, values.values.occurrences(of: 1))

// expect: 3 [1, 2, 4]
// expect: false true true
// expect: 3 true
// expect: ["a", "b", "", "c"]
// expect: [[1], [2, 3], [], [4]]
// expect: 1
// expect: true false true
// expect: [3]
// expect: 2 6
// expect: [0, 6, 10, 15, 21]
// expect: true 3
