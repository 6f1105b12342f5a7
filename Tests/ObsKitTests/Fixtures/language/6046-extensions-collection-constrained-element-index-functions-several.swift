// Advanced Swift style (generic algorithms with where clauses): extensions on Collection constrained by Element and Index, and functions with several constraints
extension Collection where Element: Equatable {
    func chunked(by isSame: (Element, Element) -> Bool) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        guard start != endIndex else { return [] }
        var previous = self[start]
        var i = index(after: start)
        while i != endIndex {
            if !isSame(previous, self[i]) {
                result.append(self[start..<i])
                start = i
            }
            previous = self[i]
            formIndex(after: &i)
        }
        result.append(self[start...])
        return result
    }
}

extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}

extension BidirectionalCollection where Element: Equatable {
    func isPalindrome() -> Bool { elementsEqual(reversed()) }
}

func commonPrefix<A: Collection, B: Collection>(_ a: A, _ b: B) -> [A.Element]
where A.Element == B.Element, A.Element: Equatable {
    var result: [A.Element] = []
    for (x, y) in zip(a, b) {
        guard x == y else { break }
        result.append(x)
    }
    return result
}

func mostFrequent<S: Sequence>(_ items: S) -> S.Element? where S.Element: Hashable & Comparable {
    var counts: [S.Element: Int] = [:]
    for item in items { counts[item, default: 0] += 1 }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
}

print([1, 1, 2, 3, 3, 3, 1].chunked(by: ==).map(Array.init))
print("aaabccd".chunked(by: ==).map(String.init))
print([1, 2, 4, 5, 6, 9].chunked { $1 == $0 + 1 }.map { "\($0.first!)-\($0.last!)" })
print([1.5, 2.5, 3.0].sum(), (1...100).sum())
print("level".isPalindrome(), [1, 2, 1].isPalindrome(), "swift".isPalindrome())
print(String(commonPrefix("interstellar", "internet")))
print(commonPrefix([1, 2, 3, 4], [1, 2, 9]))
print(mostFrequent("mississippi")!, mostFrequent([3, 1, 3, 1, 2])!)
print(mostFrequent([String]()) as Any)

// expect: [[1, 1], [2], [3, 3, 3], [1]]
// expect: ["aaa", "b", "cc", "d"]
// expect: ["1-2", "4-6", "9-9"]
// expect: 7.0 5050
// expect: true true false
// expect: inter
// expect: [1, 2]
// expect: i 1
// expect: nil
