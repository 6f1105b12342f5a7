// Puzzle style: dynamic programming classics — LCS with reconstruction, edit distance, 0/1 knapsack
func longestCommonSubsequence(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...x.count {
        for j in 1...y.count {
            table[i][j] = x[i - 1] == y[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
        }
    }
    var result: [Character] = []
    var i = x.count, j = y.count
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] {
            result.append(x[i - 1]); i -= 1; j -= 1
        } else if table[i - 1][j] >= table[i][j - 1] {
            i -= 1
        } else {
            j -= 1
        }
    }
    return String(result.reversed())
}

func editDistance(_ source: String, _ target: String) -> Int {
    let s = Array(source), t = Array(target)
    var previous = Array(0...t.count)
    for i in 1...max(s.count, 1) where !s.isEmpty {
        var current = [i] + Array(repeating: 0, count: t.count)
        for j in stride(from: 1, through: t.count, by: 1) {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        previous = current
    }
    return previous[t.count]
}

struct Item {
    let name: String
    let weight: Int
    let value: Int
}

func knapsack(_ items: [Item], capacity: Int) -> (value: Int, chosen: [String]) {
    var best = Array(repeating: Array(repeating: 0, count: capacity + 1), count: items.count + 1)
    for (index, item) in items.enumerated() {
        for w in 0...capacity {
            best[index + 1][w] = best[index][w]
            if item.weight <= w {
                best[index + 1][w] = max(best[index + 1][w], best[index][w - item.weight] + item.value)
            }
        }
    }
    var chosen: [String] = []
    var w = capacity
    for index in stride(from: items.count, to: 0, by: -1) where best[index][w] != best[index - 1][w] {
        chosen.append(items[index - 1].name)
        w -= items[index - 1].weight
    }
    return (best[items.count][capacity], chosen.reversed())
}

for (a, b) in [("ABCBDAB", "BDCABA"), ("thisisatest", "testing123testing"), ("AGGTAB", "GXTXAYB")] {
    let lcs = longestCommonSubsequence(a, b)
    print("LCS(\(a), \(b)) = \(lcs) [\(lcs.count)]")
}
for (a, b) in [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("flaw", "lawn")] {
    print("edit(\"\(a)\", \"\(b)\") = \(editDistance(a, b))")
}
let items = [
    Item(name: "map", weight: 9, value: 150), Item(name: "compass", weight: 13, value: 35),
    Item(name: "water", weight: 153, value: 200), Item(name: "sandwich", weight: 50, value: 160),
    Item(name: "glucose", weight: 15, value: 60), Item(name: "tin", weight: 68, value: 45),
    Item(name: "banana", weight: 27, value: 60), Item(name: "apple", weight: 39, value: 40),
]
let packed = knapsack(items, capacity: 200)
print("Knapsack value: \(packed.value)")
print("Packed: \(packed.chosen.joined(separator: ", "))")
// expect: LCS(ABCBDAB, BDCABA) = BCBA [4]
// expect: LCS(thisisatest, testing123testing) = tsitest [7]
// expect: LCS(AGGTAB, GXTXAYB) = GTAB [4]
// expect: edit("kitten", "sitting") = 3
// expect: edit("rosettacode", "raisethysword") = 8
// expect: edit("", "abc") = 3
// expect: edit("flaw", "lawn") = 2
// expect: Knapsack value: 510
// expect: Packed: map, compass, sandwich, glucose, tin, banana
