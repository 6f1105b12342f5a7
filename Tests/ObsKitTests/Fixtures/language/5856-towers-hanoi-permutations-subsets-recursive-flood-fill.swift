// Hacking with Swift style (recursion): towers of Hanoi, permutations, subsets, a recursive flood fill and nested-array flattening
func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(n):\(from)->\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}

var moves: [String] = []
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print(moves.count, moves.joined(separator: " "))

func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    var result: [[T]] = []
    for (i, item) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        result += permutations(rest).map { [item] + $0 }
    }
    return result
}
print(permutations(Array("abc")).map { String($0) })

func subsets<T>(_ items: ArraySlice<T>) -> [[T]] {
    guard let first = items.first else { return [[]] }
    let rest = subsets(items.dropFirst())
    return rest + rest.map { [first] + $0 }
}
print(subsets([1, 2, 3][...]).sorted { ($0.count, $0.first ?? 0) < ($1.count, $1.first ?? 0) })

var grid = [
    Array("..##."),
    Array(".#..#"),
    Array("##..#"),
    Array("...##"),
]
func fill(_ r: Int, _ c: Int, with mark: Character) -> Int {
    guard grid.indices.contains(r), grid[r].indices.contains(c), grid[r][c] == "." else { return 0 }
    grid[r][c] = mark
    return 1 + fill(r + 1, c, with: mark) + fill(r - 1, c, with: mark)
        + fill(r, c + 1, with: mark) + fill(r, c - 1, with: mark)
}
print(fill(0, 0, with: "a"), fill(1, 2, with: "b"), fill(3, 0, with: "c"), fill(0, 4, with: "d"))
grid.forEach { print(String($0)) }

indirect enum Nested { case value(Int), list([Nested]) }
func flatten(_ n: Nested) -> [Int] {
    switch n {
    case .value(let v): return [v]
    case .list(let items): return items.flatMap(flatten)
    }
}
let nested = Nested.list([.value(1), .list([.value(2), .list([.value(3), .value(4)])]), .value(5)])
print(flatten(nested), flatten(.list([])))
func digitSum(_ n: Int) -> Int { n < 10 ? n : digitSum(n / 10) + n % 10 }
func digitalRoot(_ n: Int) -> Int { n < 10 ? n : digitalRoot(digitSum(n)) }
print(digitSum(98765), digitalRoot(98765))

// expect: 7 1:A->C 2:A->B 1:C->B 3:A->C 1:B->A 2:B->C 1:A->C
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: [[], [1], [2], [3], [1, 3], [1, 2], [2, 3], [1, 2, 3]]
// expect: 3 7 0 1
// expect: aa##d
// expect: a#bb#
// expect: ##bb#
// expect: bbb##
// expect: [1, 2, 3, 4, 5] []
// expect: 35 8
