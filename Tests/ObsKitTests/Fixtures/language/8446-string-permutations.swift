// Rosetta-style task: Permutations of a string, recursive and by next lexicographic permutation
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    var result: [[T]] = []
    for (i, item) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        for perm in permutations(rest) {
            result.append([item] + perm)
        }
    }
    return result
}

extension Array where Element: Comparable {
    mutating func nextPermutation() -> Bool {
        guard count > 1 else { return false }
        var i = count - 2
        while i >= 0 && self[i] >= self[i + 1] { i -= 1 }
        if i < 0 { return false }
        var j = count - 1
        while self[j] <= self[i] { j -= 1 }
        swapAt(i, j)
        self[(i + 1)...].reverse()
        return true
    }
}

let abc = permutations(Array("abc")).map { String($0) }
print("Recursive: \(abc.joined(separator: " "))")

var letters = Array("aabc")
var unique = [String(letters)]
while letters.nextPermutation() {
    unique.append(String(letters))
}
print("Distinct permutations of aabc: \(unique.count)")
print(unique.joined(separator: " "))

let numbers = permutations([1, 2, 3, 4])
print("4! = \(numbers.count)")
let derangements = numbers.filter { perm in !perm.enumerated().contains { $0.offset + 1 == $0.element } }
print("Derangements of 1...4: \(derangements.count)")
print("First: \(derangements.first!), last: \(derangements.last!)")

var word = Array("swift")
word.sort()
var count = 1
while word.nextPermutation() { count += 1 }
print("Permutations of 'swift': \(count), last one: \(String(word.sorted(by: >)))")

// expect: Recursive: abc acb bac bca cab cba
// expect: Distinct permutations of aabc: 12
// expect: aabc aacb abac abca acab acba baac baca bcaa caab caba cbaa
// expect: 4! = 24
// expect: Derangements of 1...4: 9
// expect: First: [2, 1, 4, 3], last: [4, 3, 2, 1]
// expect: Permutations of 'swift': 120, last one: wtsif
