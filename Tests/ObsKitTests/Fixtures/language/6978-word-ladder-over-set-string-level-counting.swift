// LeetCode style (BFS on implicit graphs): word ladder over a Set<String> with level counting, open the lock, and rotting oranges with a multi-source queue
class Solution {
    func ladderLength(_ beginWord: String, _ endWord: String, _ wordList: [String]) -> Int {
        var words = Set(wordList)
        guard words.contains(endWord) else { return 0 }
        var queue: [(String, Int)] = [(beginWord, 1)]
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        while !queue.isEmpty {
            let (word, steps) = queue.removeFirst()
            if word == endWord { return steps }
            var chars = Array(word)
            for i in 0..<chars.count {
                let original = chars[i]
                for l in letters where l != original {
                    chars[i] = l
                    let candidate = String(chars)
                    if words.remove(candidate) != nil {
                        queue.append((candidate, steps + 1))
                    }
                }
                chars[i] = original
            }
        }
        return 0
    }

    func openLock(_ deadends: [String], _ target: String) -> Int {
        var visited = Set(deadends)
        if visited.contains("0000") { return -1 }
        visited.insert("0000")
        var level = ["0000"], turns = 0
        while !level.isEmpty {
            var next: [String] = []
            for code in level {
                if code == target { return turns }
                let digits = code.compactMap { $0.wholeNumberValue }
                for i in 0..<4 {
                    for delta in [1, 9] {
                        var d = digits
                        d[i] = (d[i] + delta) % 10
                        let s = d.map(String.init).joined()
                        if visited.insert(s).inserted { next.append(s) }
                    }
                }
            }
            level = next
            turns += 1
        }
        return -1
    }

    func orangesRotting(_ grid: [[Int]]) -> Int {
        var g = grid, fresh = 0, minutes = 0
        var rotten: [(Int, Int)] = []
        for r in g.indices { for c in g[r].indices {
            if g[r][c] == 2 { rotten.append((r, c)) } else if g[r][c] == 1 { fresh += 1 }
        } }
        let dirs = [(1, 0), (-1, 0), (0, 1), (0, -1)]
        while !rotten.isEmpty && fresh > 0 {
            var next: [(Int, Int)] = []
            for (r, c) in rotten {
                for (dr, dc) in dirs {
                    let nr = r + dr, nc = c + dc
                    if nr >= 0, nr < g.count, nc >= 0, nc < g[0].count, g[nr][nc] == 1 {
                        g[nr][nc] = 2; fresh -= 1; next.append((nr, nc))
                    }
                }
            }
            rotten = next
            minutes += 1
        }
        return fresh == 0 ? minutes : -1
    }
}

let sol = Solution()
print(sol.ladderLength("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]))
print(sol.ladderLength("hit", "cog", ["hot", "dot", "dog", "lot", "log"]))
print(sol.openLock(["0201", "0101", "0102", "1212", "2002"], "0202"), sol.openLock(["8888"], "0009"), sol.openLock(["0000"], "8888"))
print(sol.orangesRotting([[2, 1, 1], [1, 1, 0], [0, 1, 1]]), sol.orangesRotting([[2, 1, 1], [0, 1, 1], [1, 0, 1]]), sol.orangesRotting([[0, 2]]))

// expect: 5
// expect: 0
// expect: 6 1 -1
// expect: 4 -1 0
