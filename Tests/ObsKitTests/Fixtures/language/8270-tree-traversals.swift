// LeetCode style: preorder/inorder/postorder traversals, recursive and with an explicit stack
public class TreeNode {
    public var val: Int
    public var left: TreeNode?
    public var right: TreeNode?
    public init(_ val: Int) { self.val = val; self.left = nil; self.right = nil }
    public init(_ val: Int, _ left: TreeNode?, _ right: TreeNode?) {
        self.val = val
        self.left = left
        self.right = right
    }
}

class Solution {
    func inorderTraversal(_ root: TreeNode?) -> [Int] {
        var result = [Int]()
        func dfs(_ node: TreeNode?) {
            guard let node = node else { return }
            dfs(node.left)
            result.append(node.val)
            dfs(node.right)
        }
        dfs(root)
        return result
    }

    func inorderIterative(_ root: TreeNode?) -> [Int] {
        var stack = [TreeNode]()
        var result = [Int]()
        var curr = root
        while curr != nil || !stack.isEmpty {
            while let c = curr {
                stack.append(c)
                curr = c.left
            }
            let node = stack.removeLast()
            result.append(node.val)
            curr = node.right
        }
        return result
    }

    func preorderTraversal(_ root: TreeNode?) -> [Int] {
        guard let root = root else { return [] }
        var stack = [root]
        var result = [Int]()
        while let node = stack.popLast() {
            result.append(node.val)
            if let r = node.right { stack.append(r) }
            if let l = node.left { stack.append(l) }
        }
        return result
    }

    func postorderTraversal(_ root: TreeNode?) -> [Int] {
        guard let root = root else { return [] }
        return postorderTraversal(root.left) + postorderTraversal(root.right) + [root.val]
    }
}

//        1
//       / \
//      2   3
//     / \   \
//    4   5   6
let root = TreeNode(1, TreeNode(2, TreeNode(4), TreeNode(5)), TreeNode(3, nil, TreeNode(6)))
let sol = Solution()
print("inorder:", sol.inorderTraversal(root))
print("inorder iterative:", sol.inorderIterative(root))
print("preorder:", sol.preorderTraversal(root))
print("postorder:", sol.postorderTraversal(root))
let skewed = TreeNode(1, nil, TreeNode(2, TreeNode(3), nil))
print(sol.inorderTraversal(skewed), sol.preorderTraversal(skewed), sol.postorderTraversal(skewed))
print(sol.inorderIterative(nil).isEmpty)

// expect: inorder: [4, 2, 5, 1, 3, 6]
// expect: inorder iterative: [4, 2, 5, 1, 3, 6]
// expect: preorder: [1, 2, 4, 5, 3, 6]
// expect: postorder: [4, 5, 2, 6, 3, 1]
// expect: [1, 3, 2] [1, 2, 3] [3, 2, 1]
// expect: true
