// LeetCode style: validate BST with min/max bounds, kth smallest, and lowest common ancestor
class TreeNode {
    var val: Int
    var left: TreeNode?
    var right: TreeNode?
    init(_ val: Int, _ left: TreeNode? = nil, _ right: TreeNode? = nil) {
        self.val = val
        self.left = left
        self.right = right
    }
}

func insert(_ root: TreeNode?, _ val: Int) -> TreeNode {
    guard let root = root else { return TreeNode(val) }
    if val < root.val {
        root.left = insert(root.left, val)
    } else {
        root.right = insert(root.right, val)
    }
    return root
}

class Solution {
    func isValidBST(_ root: TreeNode?) -> Bool {
        return helper(root, nil, nil)
    }

    private func helper(_ node: TreeNode?, _ low: Int?, _ high: Int?) -> Bool {
        guard let node = node else { return true }
        if let low = low, node.val <= low { return false }
        if let high = high, node.val >= high { return false }
        return helper(node.left, low, node.val) && helper(node.right, node.val, high)
    }

    func kthSmallest(_ root: TreeNode?, _ k: Int) -> Int {
        var stack: [TreeNode] = []
        var node = root
        var count = 0
        while node != nil || !stack.isEmpty {
            while let n = node { stack.append(n); node = n.left }
            let top = stack.removeLast()
            count += 1
            if count == k { return top.val }
            node = top.right
        }
        return -1
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
}

let sol = Solution()
print(sol.isValidBST(TreeNode(2, TreeNode(1), TreeNode(3))))
print(sol.isValidBST(TreeNode(5, TreeNode(1), TreeNode(4, TreeNode(3), TreeNode(6)))))
print(sol.isValidBST(TreeNode(5, TreeNode(4), TreeNode(6, TreeNode(3), TreeNode(7)))))
print(sol.isValidBST(TreeNode(1, TreeNode(1), nil)))
print(sol.isValidBST(TreeNode(Int.max)))
var bst: TreeNode? = nil
for v in [6, 2, 8, 0, 4, 7, 9, 3, 5] { bst = insert(bst, v) }
print(sol.isValidBST(bst))
print((1...4).map { sol.kthSmallest(bst, $0) })
print(sol.lowestCommonAncestor(bst, 2, 8)!, sol.lowestCommonAncestor(bst, 2, 4)!, sol.lowestCommonAncestor(bst, 3, 5)!)

// expect: true
// expect: false
// expect: false
// expect: false
// expect: true
// expect: true
// expect: [0, 2, 3, 4]
// expect: 6 2 4
