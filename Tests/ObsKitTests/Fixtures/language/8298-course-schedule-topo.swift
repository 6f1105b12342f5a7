// LeetCode style: course schedule with Kahn's topological sort (indegree array) and DFS cycle colors
class Solution {
    func findOrder(_ numCourses: Int, _ prerequisites: [[Int]]) -> [Int] {
        var graph = [[Int]](repeating: [], count: numCourses)
        var indegree = [Int](repeating: 0, count: numCourses)
        for pre in prerequisites {
            graph[pre[1]].append(pre[0])
            indegree[pre[0]] += 1
        }
        var queue = (0..<numCourses).filter { indegree[$0] == 0 }
        var order = [Int]()
        while !queue.isEmpty {
            let course = queue.removeFirst()
            order.append(course)
            for next in graph[course] {
                indegree[next] -= 1
                if indegree[next] == 0 { queue.append(next) }
            }
        }
        return order.count == numCourses ? order : []
    }

    func canFinish(_ numCourses: Int, _ prerequisites: [[Int]]) -> Bool {
        var adj = [Int: [Int]]()
        for p in prerequisites { adj[p[1], default: []].append(p[0]) }
        // 0 = unvisited, 1 = visiting, 2 = done
        var state = Array(repeating: 0, count: numCourses)
        func hasCycle(_ u: Int) -> Bool {
            if state[u] == 1 { return true }
            if state[u] == 2 { return false }
            state[u] = 1
            for v in adj[u, default: []] where hasCycle(v) { return true }
            state[u] = 2
            return false
        }
        for c in 0..<numCourses where hasCycle(c) { return false }
        return true
    }

    func alienOrder(_ words: [String]) -> String {
        var letters = Set<Character>(words.joined())
        var edges = [Character: Set<Character>]()
        var indeg = [Character: Int]()
        for c in letters { indeg[c] = 0 }
        for (w1, w2) in zip(words, words.dropFirst()) {
            let a = Array(w1), b = Array(w2)
            if a.count > b.count && w1.hasPrefix(w2) { return "" }
            for (x, y) in zip(a, b) where x != y {
                if edges[x, default: []].insert(y).inserted { indeg[y]! += 1 }
                break
            }
        }
        var result = ""
        while let next = letters.filter({ indeg[$0] == 0 }).min() {
            result.append(next)
            letters.remove(next)
            indeg[next] = -1
            for y in edges[next] ?? [] { indeg[y]! -= 1 }
        }
        return letters.isEmpty ? result : ""
    }
}

let sol = Solution()
print(sol.findOrder(2, [[1, 0]]))
print(sol.findOrder(4, [[1, 0], [2, 0], [3, 1], [3, 2]]))
print(sol.findOrder(2, [[1, 0], [0, 1]]))
print(sol.findOrder(1, []))
print(sol.canFinish(2, [[1, 0]]), sol.canFinish(2, [[1, 0], [0, 1]]), sol.canFinish(5, [[1, 4], [2, 4], [3, 1], [3, 2]]))
print(sol.alienOrder(["wrt", "wrf", "er", "ett", "rftt"]))
print(sol.alienOrder(["z", "x"]), "[\(sol.alienOrder(["z", "x", "z"]))]", "[\(sol.alienOrder(["abc", "ab"]))]")

// expect: [0, 1]
// expect: [0, 1, 2, 3]
// expect: []
// expect: [0]
// expect: true false true
// expect: wertf
// expect: zx [] []
