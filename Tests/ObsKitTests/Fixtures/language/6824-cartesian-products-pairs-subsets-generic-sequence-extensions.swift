// Advanced Swift style (combinatorics): cartesian products, pairs and subsets as generic sequence extensions
extension Sequence {
    func product<Other: Sequence>(_ other: Other) -> [(Element, Other.Element)] {
        flatMap { a in other.map { b in (a, b) } }
    }
}

extension Collection {
    func uniquePairs() -> [(Element, Element)] {
        var result: [(Element, Element)] = []
        var i = startIndex
        while i != endIndex {
            var j = index(after: i)
            while j != endIndex {
                result.append((self[i], self[j]))
                formIndex(after: &j)
            }
            formIndex(after: &i)
        }
        return result
    }

    func subsets() -> [[Element]] {
        guard let first = first else { return [[]] }
        let rest = dropFirst().subsets()
        return rest + rest.map { [first] + $0 }
    }
}

extension Array {
    func permutations() -> [[Element]] {
        guard count > 1 else { return [self] }
        return indices.flatMap { i -> [[Element]] in
            var rest = self
            let picked = rest.remove(at: i)
            return rest.permutations().map { [picked] + $0 }
        }
    }
}

let sizes = ["S", "M"]
let colors = ["red", "blue", "green"]
print(sizes.product(colors).map { "\($0)-\($1)" })
print((1...2).product("ab").count)

let teams = ["A", "B", "C", "D"]
print(teams.uniquePairs().map { $0 + "v" + $1 })
print((1...5).uniquePairs().filter { ($0 + $1) % 3 == 0 }.map { "\($0)+\($1)" })

let subs = [1, 2, 3].subsets()
print(subs.count, subs.sorted { ($0.count, $0.first ?? 0) < ($1.count, $1.first ?? 0) })
print("xy".subsets().map { String($0) })

print([1, 2, 3].permutations())
print(["a", "b", "c", "d"].permutations().count)
let coins = [1, 5, 10, 25]
let sums = Set(coins.subsets().map { $0.reduce(0, +) })
print(sums.count, sums.sorted().prefix(6))

// expect: ["S-red", "S-blue", "S-green", "M-red", "M-blue", "M-green"]
// expect: 4
// expect: ["AvB", "AvC", "AvD", "BvC", "BvD", "CvD"]
// expect: ["1+2", "1+5", "2+4", "4+5"]
// expect: 8 [[], [1], [2], [3], [1, 3], [1, 2], [2, 3], [1, 2, 3]]
// expect: ["", "y", "x", "xy"]
// expect: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
// expect: 24
// expect: 16 [0, 1, 5, 6, 10, 11]
