// LeetCode style: build a tree from a level-order array with nil, then max depth, level order, zigzag
class TreeNode {
    var val: Int
    var left: TreeNode?
    var right: TreeNode?
    init(_ val: Int) { self.val = val }
}

func buildTree(_ arr: [Int?]) -> TreeNode? {
    guard let first = arr.first, let rootVal = first else { return nil }
    let root = TreeNode(rootVal)
    var queue = [root]
    var i = 1
    var head = 0
    while head < queue.count && i < arr.count {
        let node = queue[head]
        head += 1
        if i < arr.count, let v = arr[i] {
            node.left = TreeNode(v)
            queue.append(node.left!)
        }
        i += 1
        if i < arr.count, let v = arr[i] {
            node.right = TreeNode(v)
            queue.append(node.right!)
        }
        i += 1
    }
    return root
}

class Solution {
    func maxDepth(_ root: TreeNode?) -> Int {
        guard let root = root else { return 0 }
        return 1 + max(maxDepth(root.left), maxDepth(root.right))
    }

    func minDepth(_ root: TreeNode?) -> Int {
        guard let root = root else { return 0 }
        if root.left == nil { return 1 + minDepth(root.right) }
        if root.right == nil { return 1 + minDepth(root.left) }
        return 1 + min(minDepth(root.left), minDepth(root.right))
    }

    func levelOrder(_ root: TreeNode?) -> [[Int]] {
        guard let root = root else { return [] }
        var result = [[Int]]()
        var queue = [root]
        while !queue.isEmpty {
            result.append(queue.map { $0.val })
            queue = queue.flatMap { [$0.left, $0.right].compactMap { $0 } }
        }
        return result
    }

    func zigzagLevelOrder(_ root: TreeNode?) -> [[Int]] {
        var levels = levelOrder(root)
        for i in levels.indices where i % 2 == 1 {
            levels[i].reverse()
        }
        return levels
    }
}

let sol = Solution()
let t1 = buildTree([3, 9, 20, nil, nil, 15, 7])
print(sol.maxDepth(t1), sol.minDepth(t1))
print(sol.levelOrder(t1))
print(sol.zigzagLevelOrder(t1))
let t2 = buildTree([1, 2, 3, 4, nil, nil, 5, 6, nil, nil, 7])
print(sol.maxDepth(t2), sol.minDepth(t2))
print(sol.levelOrder(t2))
print(sol.zigzagLevelOrder(t2))
print(sol.levelOrder(buildTree([])), sol.maxDepth(buildTree([nil])))

// expect: 3 2
// expect: [[3], [9, 20], [15, 7]]
// expect: [[3], [20, 9], [15, 7]]
// expect: 4 4
// expect: [[1], [2, 3], [4, 5], [6, 7]]
// expect: [[1], [3, 2], [4, 5], [7, 6]]
// expect: [] 0
