// permutations-combinations
// expected output: swiftc 6.3.1 (Linux), run on this machine

func permutations<T>(_ items: [T]) -> [[T]] {
    if items.count <= 1 { return [items] }
    var result: [[T]] = []
    for (i, item) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        for p in permutations(rest) { result.append([item] + p) }
    }
    return result
}

func combinations<T>(_ items: [T], choose k: Int) -> [[T]] {
    if k == 0 { return [[]] }
    guard let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return combinations(rest, choose: k - 1).map { [first] + $0 } + combinations(rest, choose: k)
}

func powerSet<T>(_ items: [T]) -> [[T]] {
    items.reduce([[]]) { acc, x in acc + acc.map { $0 + [x] } }
}

func nextPermutation(_ a: inout [Int]) -> Bool {
    guard a.count > 1 else { return false }
    var i = a.count - 2
    while i >= 0 && a[i] >= a[i + 1] { i -= 1 }
    if i < 0 { return false }
    var j = a.count - 1
    while a[j] <= a[i] { j -= 1 }
    a.swapAt(i, j)
    a[(i + 1)...].reverse()
    return true
}

let perms = permutations(["a", "b", "c"])
print(perms.count, perms.map { $0.joined() })
print(permutations([1, 2, 3, 4]).count, permutations([Int]()).count)
let anagrams = Set(permutations(Array("noon")).map { String($0) })
print(anagrams.count, anagrams.sorted())
print(combinations([1, 2, 3, 4, 5], choose: 3).map { $0.map(String.init).joined() })
print(combinations(["x", "y"], choose: 3).count)
print(powerSet(["a", "b", "c"]).map { "{" + $0.joined(separator: ",") + "}" })
let sums = powerSet([3, 5, 7, 11]).filter { $0.reduce(0, +) == 15 }
print(sums)
var seq = [1, 2, 2, 3]
var all: [String] = []
repeat { all.append(seq.map(String.init).joined()) } while nextPermutation(&seq)
print(all.count, all)
let digits = [1, 2, 3]
let numbers = permutations(digits).map { $0.reduce(0) { $0 * 10 + $1 } }
print(numbers, numbers.filter { $0 % 3 == 0 }.count)
func countPaths(_ r: Int, _ c: Int) -> Int { r == 0 || c == 0 ? 1 : countPaths(r - 1, c) + countPaths(r, c - 1) }
print((1...5).map { countPaths($0, $0) })

// expect: 6 ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: 24 1
// expect: 6 ["nnoo", "nono", "noon", "onno", "onon", "oonn"]
// expect: ["123", "124", "125", "134", "135", "145", "234", "235", "245", "345"]
// expect: 0
// expect: ["{}", "{a}", "{b}", "{a,b}", "{c}", "{a,c}", "{b,c}", "{a,b,c}"]
// expect: [[3, 5, 7]]
// expect: 12 ["1223", "1232", "1322", "2123", "2132", "2213", "2231", "2312", "2321", "3122", "3212", "3221"]
// expect: [123, 132, 213, 231, 312, 321] 6
// expect: [2, 6, 20, 70, 252]
