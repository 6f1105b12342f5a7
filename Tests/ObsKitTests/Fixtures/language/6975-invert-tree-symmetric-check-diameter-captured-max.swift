// LeetCode style (tree recursion): invert a tree, symmetric check, diameter with a captured max, path sum II with backtracking, and building a tree from preorder and inorder
public class TreeNode {
    public var val: Int
    public var left: TreeNode?
    public var right: TreeNode?
    public init(_ val: Int, _ left: TreeNode? = nil, _ right: TreeNode? = nil) {
        self.val = val; self.left = left; self.right = right
    }
}

func preorder(_ root: TreeNode?) -> [Int] {
    guard let root = root else { return [] }
    return [root.val] + preorder(root.left) + preorder(root.right)
}

class Solution {
    func invertTree(_ root: TreeNode?) -> TreeNode? {
        guard let root = root else { return nil }
        (root.left, root.right) = (invertTree(root.right), invertTree(root.left))
        return root
    }
    func isSymmetric(_ root: TreeNode?) -> Bool {
        func mirror(_ a: TreeNode?, _ b: TreeNode?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (x?, y?): return x.val == y.val && mirror(x.left, y.right) && mirror(x.right, y.left)
            default: return false
            }
        }
        return mirror(root?.left, root?.right)
    }
    func diameterOfBinaryTree(_ root: TreeNode?) -> Int {
        var diameter = 0
        func depth(_ node: TreeNode?) -> Int {
            guard let node = node else { return 0 }
            let l = depth(node.left), r = depth(node.right)
            diameter = max(diameter, l + r)
            return max(l, r) + 1
        }
        _ = depth(root)
        return diameter
    }
    func pathSum(_ root: TreeNode?, _ targetSum: Int) -> [[Int]] {
        var paths: [[Int]] = [], path: [Int] = []
        func walk(_ node: TreeNode?, _ remaining: Int) {
            guard let node = node else { return }
            path.append(node.val)
            defer { path.removeLast() }
            if node.left == nil && node.right == nil && remaining == node.val { paths.append(path) }
            walk(node.left, remaining - node.val)
            walk(node.right, remaining - node.val)
        }
        walk(root, targetSum)
        return paths
    }
    func buildTree(_ preorder: [Int], _ inorder: [Int]) -> TreeNode? {
        var indexOf = [Int: Int]()
        for (i, v) in inorder.enumerated() { indexOf[v] = i }
        var pre = 0
        func build(_ lo: Int, _ hi: Int) -> TreeNode? {
            if lo > hi { return nil }
            let node = TreeNode(preorder[pre]); pre += 1
            let mid = indexOf[node.val]!
            node.left = build(lo, mid - 1)
            node.right = build(mid + 1, hi)
            return node
        }
        return build(0, inorder.count - 1)
    }
}

let sol = Solution()
let t = TreeNode(4, TreeNode(2, TreeNode(1), TreeNode(3)), TreeNode(7, TreeNode(6), TreeNode(9)))
print(preorder(sol.invertTree(t)))
let sym = TreeNode(1, TreeNode(2, TreeNode(3), TreeNode(4)), TreeNode(2, TreeNode(4), TreeNode(3)))
print(sol.isSymmetric(sym), sol.isSymmetric(TreeNode(1, TreeNode(2, nil, TreeNode(3)), TreeNode(2, nil, TreeNode(3)))))
print(sol.diameterOfBinaryTree(TreeNode(1, TreeNode(2, TreeNode(4), TreeNode(5)), TreeNode(3))))
let ps = TreeNode(5, TreeNode(4, TreeNode(11, TreeNode(7), TreeNode(2))), TreeNode(8, TreeNode(13), TreeNode(4, TreeNode(5), TreeNode(1))))
print(sol.pathSum(ps, 22))
print(preorder(sol.buildTree([3, 9, 20, 15, 7], [9, 3, 15, 20, 7])), sol.diameterOfBinaryTree(sol.buildTree([1], [1])))

// expect: [4, 7, 9, 6, 2, 3, 1]
// expect: true false
// expect: 3
// expect: [[5, 4, 11, 2], [5, 8, 4, 5]]
// expect: [3, 9, 20, 15, 7] 0
