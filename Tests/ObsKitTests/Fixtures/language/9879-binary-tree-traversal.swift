// LeetCode style: binary tree traversals (94 inorder, 144 preorder, 102 level order) with class nodes

public class TreeNode {
    public var val: Int
    public var left: TreeNode?
    public var right: TreeNode?
    public init(_ val: Int) { self.val = val }
    public init(_ val: Int, _ left: TreeNode?, _ right: TreeNode?) {
        self.val = val
        self.left = left
        self.right = right
    }
}

// Build from LeetCode's level-order array format, nil meaning "no node".
func buildTree(_ values: [Int?]) -> TreeNode? {
    guard let first = values.first, let rootVal = first else { return nil }
    let root = TreeNode(rootVal)
    var queue = [root]
    var i = 1
    var head = 0
    while head < queue.count && i < values.count {
        let node = queue[head]
        head += 1
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
    func inorderTraversal(_ root: TreeNode?) -> [Int] {
        guard let root else { return [] }
        return inorderTraversal(root.left) + [root.val] + inorderTraversal(root.right)
    }

    func inorderIterative(_ root: TreeNode?) -> [Int] {
        var result = [Int]()
        var stack = [TreeNode]()
        var current = root
        while current != nil || !stack.isEmpty {
            while let node = current {
                stack.append(node)
                current = node.left
            }
            let node = stack.removeLast()
            result.append(node.val)
            current = node.right
        }
        return result
    }

    func preorderTraversal(_ root: TreeNode?) -> [Int] {
        var result = [Int]()
        var stack: [TreeNode] = root.map { [$0] } ?? []
        while let node = stack.popLast() {
            result.append(node.val)
            if let r = node.right { stack.append(r) }
            if let l = node.left { stack.append(l) }
        }
        return result
    }

    func levelOrder(_ root: TreeNode?) -> [[Int]] {
        guard let root else { return [] }
        var result = [[Int]]()
        var level = [root]
        while !level.isEmpty {
            result.append(level.map { $0.val })
            level = level.flatMap { [$0.left, $0.right].compactMap { $0 } }
        }
        return result
    }

    func maxDepth(_ root: TreeNode?) -> Int {
        guard let root else { return 0 }
        return 1 + max(maxDepth(root.left), maxDepth(root.right))
    }
}

let sol = Solution()
let trees: [[Int?]] = [
    [1, nil, 2, 3],
    [3, 9, 20, nil, nil, 15, 7],
    [4, 2, 7, 1, 3, 6, 9],
    [],
    [1],
]
for values in trees {
    let root = buildTree(values)
    print("tree \(values.map { $0.map(String.init) ?? "null" })")
    print("  inorder:   \(sol.inorderTraversal(root)) iterative matches: \(sol.inorderTraversal(root) == sol.inorderIterative(root))")
    print("  preorder:  \(sol.preorderTraversal(root))")
    print("  levels:    \(sol.levelOrder(root))")
    print("  max depth: \(sol.maxDepth(root))")
}

// Manually built tree
let manual = TreeNode(8, TreeNode(3, TreeNode(1), TreeNode(6, TreeNode(4), TreeNode(7))), TreeNode(10, nil, TreeNode(14, TreeNode(13), nil)))
print("BST inorder is sorted: \(sol.inorderTraversal(manual) == sol.inorderTraversal(manual).sorted())")
print(sol.levelOrder(manual))
// expect: tree ["1", "null", "2", "3"]
// expect:   inorder:   [1, 3, 2] iterative matches: true
// expect:   preorder:  [1, 2, 3]
// expect:   levels:    [[1], [2], [3]]
// expect:   max depth: 3
// expect: tree ["3", "9", "20", "null", "null", "15", "7"]
// expect:   inorder:   [9, 3, 15, 20, 7] iterative matches: true
// expect:   preorder:  [3, 9, 20, 15, 7]
// expect:   levels:    [[3], [9, 20], [15, 7]]
// expect:   max depth: 3
// expect: tree ["4", "2", "7", "1", "3", "6", "9"]
// expect:   inorder:   [1, 2, 3, 4, 6, 7, 9] iterative matches: true
// expect:   preorder:  [4, 2, 1, 3, 7, 6, 9]
// expect:   levels:    [[4], [2, 7], [1, 3, 6, 9]]
// expect:   max depth: 3
// expect: tree []
// expect:   inorder:   [] iterative matches: true
// expect:   preorder:  []
// expect:   levels:    []
// expect:   max depth: 0
// expect: tree ["1"]
// expect:   inorder:   [1] iterative matches: true
// expect:   preorder:  [1]
// expect:   levels:    [[1]]
// expect:   max depth: 1
// expect: BST inorder is sorted: true
// expect: [[8], [3, 10], [1, 6, 14], [4, 7, 13]]
