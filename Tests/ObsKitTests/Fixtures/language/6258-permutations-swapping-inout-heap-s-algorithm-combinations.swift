// Algorithm Club style (combinatorics): permutations by swapping with inout, Heap's algorithm, combinations by recursion, power sets by bitmask, and next permutation
func permutations<T>(_ items: [T]) -> [[T]] {
    var result: [[T]] = []
    var a = items
    func permute(_ k: Int) {
        if k == a.count { result.append(a); return }
        for i in k..<a.count {
            a.swapAt(k, i)
            permute(k + 1)
            a.swapAt(k, i)
        }
    }
    permute(0)
    return result
}

func heapsAlgorithm(_ n: Int, _ a: inout [Character], _ output: inout [String]) {
    if n == 1 { output.append(String(a)); return }
    for i in 0..<(n - 1) {
        heapsAlgorithm(n - 1, &a, &output)
        a.swapAt(n % 2 == 0 ? i : 0, n - 1)
    }
    heapsAlgorithm(n - 1, &a, &output)
}

func combinations<T>(_ items: [T], choose k: Int) -> [[T]] {
    if k == 0 { return [[]] }
    guard let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return combinations(rest, choose: k - 1).map { [first] + $0 } + combinations(rest, choose: k)
}

func powerSet<T>(_ items: [T]) -> [[T]] {
    (0..<(1 << items.count)).map { mask in
        items.indices.filter { mask & (1 << $0) != 0 }.map { items[$0] }
    }
}

func nextPermutation<T: Comparable>(_ a: inout [T]) -> Bool {
    guard var i = a.indices.dropLast().last else { return false }
    while i >= 0 && a[i] >= a[i + 1] { i -= 1 }
    if i < 0 { a.reverse(); return false }
    var j = a.count - 1
    while a[j] <= a[i] { j -= 1 }
    a.swapAt(i, j)
    a[(i + 1)...].reverse()
    return true
}

print(permutations([1, 2, 3]))
var letters: [Character] = ["a", "b", "c"]
var heapOut: [String] = []
heapsAlgorithm(letters.count, &letters, &heapOut)
print(heapOut, heapOut.count)
print(combinations(["x", "y", "z", "w"], choose: 2).map { $0.joined() })
print(powerSet(["a", "b", "c"]).map { "{" + $0.joined(separator: ",") + "}" }.joined(separator: " "))
var seq = [1, 2, 2, 3]
var all = [seq]
while nextPermutation(&seq) { all.append(seq) }
print(all.count, all.prefix(4), seq)
print(combinations(Array(1...6), choose: 3).count, powerSet(Array(0..<5)).count)

// expect: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 2, 1], [3, 1, 2]]
// expect: ["abc", "bac", "cab", "acb", "bca", "cba"] 6
// expect: ["xy", "xz", "xw", "yz", "yw", "zw"]
// expect: {} {a} {b} {a,b} {c} {a,c} {b,c} {a,b,c}
// expect: 12 [[1, 2, 2, 3], [1, 2, 3, 2], [1, 3, 2, 2], [2, 1, 2, 3]] [1, 2, 2, 3]
// expect: 20 32
