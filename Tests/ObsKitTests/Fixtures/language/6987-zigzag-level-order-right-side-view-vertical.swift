// LeetCode style (tree views): zigzag level order, right side view, vertical order traversal sorted by (column, row, value) tuples, and sum of left leaves
public class TreeNode {
    public var val: Int
    public var left: TreeNode?
    public var right: TreeNode?
    public init(_ val: Int) { self.val = val }
}

func tree(_ vals: [Int?]) -> TreeNode? {
    guard !vals.isEmpty, let v0 = vals[0] else { return nil }
    let nodes: [TreeNode?] = vals.map { $0.map(TreeNode.init) }
    var child = 1
    for case let parent? in nodes where child < nodes.count {
        parent.left = nodes[child]; child += 1
        if child < nodes.count { parent.right = nodes[child]; child += 1 }
    }
    _ = v0
    return nodes[0]
}

class Solution {
    func zigzagLevelOrder(_ root: TreeNode?) -> [[Int]] {
        var result = [[Int]](), level = [root].compactMap { $0 }, leftToRight = true
        while !level.isEmpty {
            let vals = level.map { $0.val }
            result.append(leftToRight ? vals : vals.reversed())
            leftToRight.toggle()
            level = level.flatMap { [$0.left, $0.right].compactMap { $0 } }
        }
        return result
    }

    func rightSideView(_ root: TreeNode?) -> [Int] {
        var view: [Int] = []
        func dfs(_ node: TreeNode?, _ depth: Int) {
            guard let node = node else { return }
            if depth == view.count { view.append(node.val) }
            dfs(node.right, depth + 1)
            dfs(node.left, depth + 1)
        }
        dfs(root, 0)
        return view
    }

    func verticalTraversal(_ root: TreeNode?) -> [[Int]] {
        var entries: [(col: Int, row: Int, val: Int)] = []
        func walk(_ node: TreeNode?, _ row: Int, _ col: Int) {
            guard let node = node else { return }
            entries.append((col, row, node.val))
            walk(node.left, row + 1, col - 1)
            walk(node.right, row + 1, col + 1)
        }
        walk(root, 0, 0)
        entries.sort { ($0.col, $0.row, $0.val) < ($1.col, $1.row, $1.val) }
        var result: [[Int]] = []
        var lastCol: Int? = nil
        for e in entries {
            if e.col != lastCol { result.append([]); lastCol = e.col }
            result[result.count - 1].append(e.val)
        }
        return result
    }

    func sumOfLeftLeaves(_ root: TreeNode?, _ isLeft: Bool = false) -> Int {
        guard let root = root else { return 0 }
        if root.left == nil && root.right == nil { return isLeft ? root.val : 0 }
        return sumOfLeftLeaves(root.left, true) + sumOfLeftLeaves(root.right, false)
    }
}

let sol = Solution()
let t1 = tree([3, 9, 20, nil, nil, 15, 7])
print(sol.zigzagLevelOrder(t1), sol.rightSideView(t1), sol.verticalTraversal(t1), sol.sumOfLeftLeaves(t1))
let t2 = tree([1, 2, 3, 4, 5, 6, 7])
print(sol.zigzagLevelOrder(t2), sol.rightSideView(t2), sol.verticalTraversal(t2), sol.sumOfLeftLeaves(t2))
let t3 = tree([1, 2, 3, nil, 5, nil, 4])
print(sol.zigzagLevelOrder(t3), sol.rightSideView(t3), sol.verticalTraversal(t3), sol.sumOfLeftLeaves(t3))
print(sol.zigzagLevelOrder(tree([])), sol.rightSideView(nil))

// expect: [[3], [20, 9], [15, 7]] [3, 20, 7] [[9], [3, 15], [20], [7]] 24
// expect: [[1], [3, 2], [4, 5, 6, 7]] [1, 3, 7] [[4], [2], [1, 5, 6], [3], [7]] 10
// expect: [[1], [3, 2], [5, 4]] [1, 3, 4] [[2], [1, 5], [3], [4]] 0
// expect: [] []
