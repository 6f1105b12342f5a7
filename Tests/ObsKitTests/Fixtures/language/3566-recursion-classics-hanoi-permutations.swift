// App code style: recursion classics (hanoi, permutations, combinations, power set, flood fill)
func hanoi(_ n: Int, _ from: Character, _ to: Character, _ via: Character, _ moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from, via, to, &moves)
    moves.append("\(n):\(from)\(to)")
    hanoi(n - 1, via, to, from, &moves)
}
var moves: [String] = []
hanoi(3, "A", "C", "B", &moves)
print(moves.count, moves.joined(separator: " "))

func permutations<T>(_ a: [T]) -> [[T]] {
    if a.count <= 1 { return [a] }
    return a.indices.flatMap { i -> [[T]] in
        var rest = a
        let x = rest.remove(at: i)
        return permutations(rest).map { [x] + $0 }
    }
}
print(permutations(Array("abc")).map { String($0) })

func combos(_ n: Int, _ k: Int, start: Int = 1) -> [[Int]] {
    if k == 0 { return [[]] }
    guard start <= n else { return [] }
    return (start...n).flatMap { i in combos(n, k - 1, start: i + 1).map { [i] + $0 } }
}
print(combos(5, 3).count, combos(4, 2))

func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print("gcd:", gcd(1071, 462), gcd(17, 5), "digits sum:", digitSum(987654321))
func digitSum(_ n: Int) -> Int { n < 10 ? n : n % 10 + digitSum(n / 10) }

var grid = ["..#..", ".##..", "#...#", "..#.#"].map { Array($0) }
func fill(_ r: Int, _ c: Int) -> Int {
    guard grid.indices.contains(r), grid[r].indices.contains(c), grid[r][c] == "." else { return 0 }
    grid[r][c] = "o"
    return 1 + fill(r + 1, c) + fill(r - 1, c) + fill(r, c + 1) + fill(r, c - 1)
}
print("filled \(fill(0, 4)) cells")
grid.forEach { print(String($0)) }
print("then \(fill(3, 0)) more")
// expect: 7 1:AC 2:AB 1:CB 3:AC 1:BA 2:BC 1:AC
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: 10 [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]
// expect: gcd: 21 1 digits sum: 45
// expect: filled 10 cells
// expect: ..#oo
// expect: .##oo
// expect: #ooo#
// expect: oo#o#
// expect: then 0 more
