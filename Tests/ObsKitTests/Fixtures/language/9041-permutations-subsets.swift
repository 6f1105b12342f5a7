// Permutations, subsets (power set), combinations and next lexicographic permutation
// expected output: swiftc 6.3.1 (Linux), run on this machine
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

func subsets<T>(_ items: [T]) -> [[T]] {
    items.reduce([[]]) { partial, item in
        partial + partial.map { $0 + [item] }
    }
}

func combinations<T>(_ items: [T], choose k: Int) -> [[T]] {
    if k == 0 { return [[]] }
    guard let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return combinations(rest, choose: k - 1).map { [first] + $0 } + combinations(rest, choose: k)
}

extension Array where Element: Comparable {
    mutating func nextPermutation() -> Bool {
        guard count > 1 else { return false }
        var i = count - 2
        while i >= 0 && self[i] >= self[i + 1] { i -= 1 }
        if i < 0 { reverse(); return false }
        var j = count - 1
        while self[j] <= self[i] { j -= 1 }
        swapAt(i, j)
        self[(i + 1)...].reverse()
        return true
    }
}

print(permutations([1, 2, 3]))
print(permutations(Array("abc")).map { String($0) }.joined(separator: " "))
print(subsets(["x", "y", "z"]).map { "{" + $0.joined(separator: ",") + "}" }.joined(separator: " "))
print(subsets(Array(1...10)).count)
print(combinations([1, 2, 3, 4], choose: 2))
print(combinations(Array("ABCDE"), choose: 3).count)

var p = [1, 2, 3]
var all = [p]
while p.nextPermutation() { all.append(p) }
print(all.map { $0.map(String.init).joined() })
var q = [3, 2, 1]
print(q.nextPermutation(), q)
var word = Array("dcba")
_ = word.nextPermutation()
print(String(word))
// expect: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
// expect: abc acb bac bca cab cba
// expect: {} {x} {y} {x,y} {z} {x,z} {y,z} {x,y,z}
// expect: 1024
// expect: [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]
// expect: 10
// expect: ["123", "132", "213", "231", "312", "321"]
// expect: false [1, 2, 3]
// expect: abcd
