// LeetCode style (binary search trees): validate BST with optional bounds, lowest common ancestor, kth smallest with an explicit stack, and a preorder serializer
public class TreeNode {
    public var val: Int
    public var left: TreeNode?
    public var right: TreeNode?
    public init() { self.val = 0; self.left = nil; self.right = nil }
    public init(_ val: Int) { self.val = val; self.left = nil; self.right = nil }
    public init(_ val: Int, _ left: TreeNode?, _ right: TreeNode?) {
        self.val = val
        self.left = left
        self.right = right
    }
}

func insert(_ root: TreeNode?, _ val: Int) -> TreeNode {
    guard let root = root else { return TreeNode(val) }
    if val < root.val { root.left = insert(root.left, val) } else { root.right = insert(root.right, val) }
    return root
}

class Solution {
    func isValidBST(_ root: TreeNode?) -> Bool {
        func check(_ node: TreeNode?, _ low: Int?, _ high: Int?) -> Bool {
            guard let node = node else { return true }
            if let low = low, node.val <= low { return false }
            if let high = high, node.val >= high { return false }
            return check(node.left, low, node.val) && check(node.right, node.val, high)
        }
        return check(root, nil, nil)
    }

    func lowestCommonAncestor(_ root: TreeNode?, _ p: Int, _ q: Int) -> Int? {
        var node = root
        while let n = node {
            if p < n.val && q < n.val { node = n.left }
            else if p > n.val && q > n.val { node = n.right }
            else { return n.val }
        }
        return nil
    }

    func kthSmallest(_ root: TreeNode?, _ k: Int) -> Int {
        var stack: [TreeNode] = []
        var node = root
        var count = 0
        while node != nil || !stack.isEmpty {
            while let n = node { stack.append(n); node = n.left }
            let top = stack.popLast()!
            count += 1
            if count == k { return top.val }
            node = top.right
        }
        return -1
    }

    func serialize(_ root: TreeNode?) -> String {
        guard let r = root else { return "#" }
        return "\(r.val),\(serialize(r.left)),\(serialize(r.right))"
    }
}

let sol = Solution()
var bst: TreeNode? = nil
for v in [6, 2, 8, 0, 4, 7, 9, 3, 5] { bst = insert(bst, v) }
print(sol.isValidBST(bst))
print(sol.lowestCommonAncestor(bst, 2, 8) ?? -1, sol.lowestCommonAncestor(bst, 2, 4) ?? -1, sol.lowestCommonAncestor(bst, 3, 5) ?? -1)
print((1...9).map { sol.kthSmallest(bst, $0) })
print(sol.serialize(TreeNode(2, TreeNode(1), TreeNode(3))))
let bad = TreeNode(5, TreeNode(1), TreeNode(4, TreeNode(3), TreeNode(6)))
print(sol.isValidBST(bad), sol.serialize(bad))
print(sol.isValidBST(TreeNode(Int.min, nil, TreeNode(Int.max))))

// expect: true
// expect: 6 2 4
// expect: [0, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: 2,1,#,#,3,#,#
// expect: false 5,1,#,#,4,3,#,#,6,#,#
// expect: true
