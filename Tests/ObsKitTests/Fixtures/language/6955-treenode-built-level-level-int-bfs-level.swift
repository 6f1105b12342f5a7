// LeetCode style (binary trees): TreeNode built level by level from [Int?], BFS level order with removeFirst, max depth and an iterative inorder walk
public class TreeNode {
    public var val: Int
    public var left: TreeNode?
    public var right: TreeNode?
    public init(_ val: Int) { self.val = val; self.left = nil; self.right = nil }
}

func buildTree(_ values: [Int?]) -> TreeNode? {
    guard let first = values.first, let rootVal = first else { return nil }
    let root = TreeNode(rootVal)
    var queue = [root]
    var i = 1
    while !queue.isEmpty && i < values.count {
        let node = queue.removeFirst()
        if i < values.count, let v = values[i] {
            node.left = TreeNode(v)
            queue.append(node.left!)
        }
        i += 1
        if i < values.count, let v = values[i] {
            node.right = TreeNode(v)
            queue.append(node.right!)
        }
        i += 1
    }
    return root
}

class Solution {
    func levelOrder(_ root: TreeNode?) -> [[Int]] {
        guard let root = root else { return [] }
        var result: [[Int]] = []
        var queue: [TreeNode] = [root]
        while !queue.isEmpty {
            var level: [Int] = []
            for _ in 0..<queue.count {
                let node = queue.removeFirst()
                level.append(node.val)
                if let l = node.left { queue.append(l) }
                if let r = node.right { queue.append(r) }
            }
            result.append(level)
        }
        return result
    }

    func maxDepth(_ root: TreeNode?) -> Int {
        guard let root = root else { return 0 }
        return 1 + max(maxDepth(root.left), maxDepth(root.right))
    }

    func inorderTraversal(_ root: TreeNode?) -> [Int] {
        var result = [Int]()
        var stack = [TreeNode]()
        var current = root
        while current != nil || !stack.isEmpty {
            while let c = current {
                stack.append(c)
                current = c.left
            }
            let node = stack.removeLast()
            result.append(node.val)
            current = node.right
        }
        return result
    }
}

let sol = Solution()
let tree = buildTree([3, 9, 20, nil, nil, 15, 7])
print(sol.levelOrder(tree))
print(sol.maxDepth(tree))
print(sol.inorderTraversal(tree))
let tree2 = buildTree([1, nil, 2, 3])
print(sol.levelOrder(tree2), sol.maxDepth(tree2), sol.inorderTraversal(tree2))
print(sol.levelOrder(buildTree([])), sol.maxDepth(nil))

// expect: [[3], [9, 20], [15, 7]]
// expect: 3
// expect: [9, 3, 15, 20, 7]
// expect: [[1], [2], [3]] 3 [1, 3, 2]
// expect: [] 0
