// recursion: permutations, combinations, power set, towers of Hanoi and flattening nested arrays (expected output from swiftc 6.3.1 on Linux)
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

func combinations<T>(_ items: [T], choose k: Int) -> [[T]] {
    if k == 0 { return [[]] }
    guard let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return combinations(rest, choose: k - 1).map { [first] + $0 } + combinations(rest, choose: k)
}

func powerSet<T>(_ items: [T]) -> [[T]] {
    guard let last = items.last else { return [[]] }
    let without = powerSet(Array(items.dropLast()))
    return without + without.map { $0 + [last] }
}

func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}

indirect enum Nested {
    case value(Int)
    case list([Nested])
}

func flatten(_ n: Nested) -> [Int] {
    switch n {
    case .value(let v): return [v]
    case .list(let items): return items.flatMap(flatten)
    }
}

func depth(_ n: Nested) -> Int {
    if case .list(let items) = n { return 1 + (items.map(depth).max() ?? 0) }
    return 0
}

let perms = permutations(Array("abc")).map { String($0) }
print(perms)
print("permutations of 5 items: \(permutations(Array(1...5)).count)")
print(combinations(["red", "green", "blue", "gold"], choose: 2).map { $0.joined(separator: "+") })
print(powerSet([1, 2, 3]))
var moves: [String] = []
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print("\(moves.count) moves: \(moves.joined(separator: " "))")
let tree = Nested.list([.value(1), .list([.value(2), .list([.value(3), .value(4)])]), .value(5)])
print(flatten(tree), "depth", depth(tree))

func sumDigits(_ n: Int) -> Int { n < 10 ? n : n % 10 + sumDigits(n / 10) }
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(sumDigits(98765), gcd(84, 36), gcd(17, 5))
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: permutations of 5 items: 120
// expect: ["red+green", "red+blue", "red+gold", "green+blue", "green+gold", "blue+gold"]
// expect: [[], [1], [2], [1, 2], [3], [1, 3], [2, 3], [1, 2, 3]]
// expect: 7 moves: A->C A->B C->B A->C B->A B->C A->C
// expect: [1, 2, 3, 4, 5] depth 3
// expect: 35 12 1
