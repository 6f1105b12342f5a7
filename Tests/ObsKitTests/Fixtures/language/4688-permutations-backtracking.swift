// Compiler test style: backtracking for permutations, combinations, subsets and combination sum
func permutations<T>(_ items: [T]) -> [[T]] {
    var result: [[T]] = []
    var current: [T] = []
    var used = [Bool](repeating: false, count: items.count)
    func backtrack() {
        if current.count == items.count {
            result.append(current)
            return
        }
        for i in items.indices where !used[i] {
            used[i] = true
            current.append(items[i])
            backtrack()
            current.removeLast()
            used[i] = false
        }
    }
    backtrack()
    return result
}

func uniquePermutations(_ s: String) -> [String] {
    var chars = Array(s).sorted()
    var result: [String] = []
    func permute(_ k: Int) {
        if k == chars.count { result.append(String(chars)); return }
        var seen = Set<Character>()
        for i in k..<chars.count where !seen.contains(chars[i]) {
            seen.insert(chars[i])
            chars.swapAt(k, i)
            permute(k + 1)
            chars.swapAt(k, i)
        }
    }
    permute(0)
    return result.sorted()
}

func combinations(_ n: Int, _ k: Int) -> [[Int]] {
    var out: [[Int]] = []
    func go(_ start: Int, _ picked: [Int]) {
        if picked.count == k { out.append(picked); return }
        if start > n { return }
        for x in start...n { go(x + 1, picked + [x]) }
    }
    go(1, [])
    return out
}

func subsets<T>(_ items: [T]) -> [[T]] {
    items.reduce([[]]) { acc, x in acc + acc.map { $0 + [x] } }
}

func combinationSum(_ candidates: [Int], _ target: Int) -> [[Int]] {
    let sorted = candidates.sorted()
    var out: [[Int]] = []
    var path: [Int] = []
    func dfs(_ start: Int, _ remaining: Int) {
        if remaining == 0 { out.append(path); return }
        for i in start..<sorted.count {
            if sorted[i] > remaining { break }
            path.append(sorted[i])
            dfs(i, remaining - sorted[i])
            path.removeLast()
        }
    }
    dfs(0, target)
    return out
}

func generateParentheses(_ n: Int) -> [String] {
    var out: [String] = []
    func build(_ s: String, _ open: Int, _ close: Int) {
        if s.count == 2 * n { out.append(s); return }
        if open < n { build(s + "(", open + 1, close) }
        if close < open { build(s + ")", open, close + 1) }
    }
    build("", 0, 0)
    return out
}

let perms = permutations([1, 2, 3])
print(perms.count, perms)
print(permutations(["x", "y"]).map { $0.joined() })
print(permutations([Int]()))
print(uniquePermutations("aab"))
print("abcd perms:", permutations(Array("abcd")).count, "unique 'aabb':", uniquePermutations("aabb").count)
print("C(4,2):", combinations(4, 2))
print("C(5,3) count:", combinations(5, 3).count)
let subs = subsets(["a", "b", "c"])
print(subs.map { "{" + $0.joined(separator: ",") + "}" }.joined(separator: " "))
print("combo sum 7:", combinationSum([2, 3, 6, 7], 7))
print("combo sum 8:", combinationSum([2, 3, 5], 8))
print("parens(3):", generateParentheses(3))

// expect: 6 [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
// expect: ["xy", "yx"]
// expect: [[]]
// expect: ["aab", "aba", "baa"]
// expect: abcd perms: 24 unique 'aabb': 6
// expect: C(4,2): [[1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]
// expect: C(5,3) count: 10
// expect: {} {a} {b} {a,b} {c} {a,c} {b,c} {a,b,c}
// expect: combo sum 7: [[2, 2, 3], [7]]
// expect: combo sum 8: [[2, 2, 2, 2], [2, 3, 3], [3, 5]]
// expect: parens(3): ["((()))", "(()())", "(())()", "()(())", "()()()"]
