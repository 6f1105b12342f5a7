// LeetCode style (graphs): course schedule with Kahn's topological sort, a BFS queue using removeFirst, and cycle detection with three-color DFS
class Solution {
    func findOrder(_ numCourses: Int, _ prerequisites: [[Int]]) -> [Int] {
        var graph = [[Int]](repeating: [], count: numCourses)
        var indegree = [Int](repeating: 0, count: numCourses)
        for pair in prerequisites {
            graph[pair[1]].append(pair[0])
            indegree[pair[0]] += 1
        }
        var queue = (0..<numCourses).filter { indegree[$0] == 0 }
        var order: [Int] = []
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
        var state = Array(repeating: 0, count: numCourses)  // 0 new, 1 visiting, 2 done

        func hasCycle(_ node: Int) -> Bool {
            if state[node] == 1 { return true }
            if state[node] == 2 { return false }
            state[node] = 1
            for nxt in adj[node] ?? [] where hasCycle(nxt) {
                return true
            }
            state[node] = 2
            return false
        }

        for c in 0..<numCourses where hasCycle(c) {
            return false
        }
        return true
    }
}

let sol = Solution()
print(sol.findOrder(2, [[1, 0]]))
print(sol.findOrder(4, [[1, 0], [2, 0], [3, 1], [3, 2]]))
print(sol.findOrder(2, [[1, 0], [0, 1]]))
print(sol.findOrder(1, []))
print(sol.canFinish(2, [[1, 0]]), sol.canFinish(2, [[1, 0], [0, 1]]))
print(sol.canFinish(5, [[1, 4], [2, 4], [3, 1], [3, 2]]))
print(sol.canFinish(3, [[0, 1], [1, 2], [2, 0]]))

// expect: [0, 1]
// expect: [0, 1, 2, 3]
// expect: []
// expect: [0]
// expect: true false
// expect: true
// expect: false
