// LeetCode style: build a tree from [Int?] with nil, invert it, check symmetry, serialize back
class TreeNode {
    var val: Int
    var left: TreeNode?
    var right: TreeNode?
    init(_ val: Int) { self.val = val }
}

func arrayToTree(_ nums: [Int?], _ index: Int = 0) -> TreeNode? {
    guard index < nums.count, let v = nums[index] else { return nil }
    let node = TreeNode(v)
    node.left = arrayToTree(nums, 2 * index + 1)
    node.right = arrayToTree(nums, 2 * index + 2)
    return node
}

func treeToArray(_ root: TreeNode?) -> [String] {
    var out = [String]()
    var queue: [TreeNode?] = [root]
    while !queue.isEmpty {
        let node = queue.removeFirst()
        if let node = node {
            out.append(String(node.val))
            queue.append(node.left)
            queue.append(node.right)
        } else {
            out.append("null")
        }
    }
    while out.last == "null" { out.removeLast() }
    return out
}

class Solution {
    @discardableResult
    func invertTree(_ root: TreeNode?) -> TreeNode? {
        guard let root = root else { return nil }
        (root.left, root.right) = (invertTree(root.right), invertTree(root.left))
        return root
    }

    func isSymmetric(_ root: TreeNode?) -> Bool {
        func mirror(_ a: TreeNode?, _ b: TreeNode?) -> Bool {
            if a == nil && b == nil { return true }
            guard let a = a, let b = b else { return false }
            return a.val == b.val && mirror(a.left, b.right) && mirror(a.right, b.left)
        }
        return mirror(root?.left, root?.right)
    }

    func isSameTree(_ p: TreeNode?, _ q: TreeNode?) -> Bool {
        if p == nil || q == nil { return p == nil && q == nil }
        return p!.val == q!.val && isSameTree(p!.left, q!.left) && isSameTree(p!.right, q!.right)
    }
}

let sol = Solution()
let t = arrayToTree([4, 2, 7, 1, 3, 6, 9])
print("[" + treeToArray(t).joined(separator: ",") + "]")
sol.invertTree(t)
print("[" + treeToArray(t).joined(separator: ",") + "]")
let t2 = arrayToTree([1, 2, nil, 3])
print(treeToArray(sol.invertTree(t2)))
print(sol.isSymmetric(arrayToTree([1, 2, 2, 3, 4, 4, 3])))
print(sol.isSymmetric(arrayToTree([1, 2, 2, nil, 3, nil, 3])))
let a = arrayToTree([1, 2, 3]), b = arrayToTree([1, 2, 3])
print(sol.isSameTree(a, b), sol.isSameTree(a, sol.invertTree(b)))

// expect: [4,2,7,1,3,6,9]
// expect: [4,7,2,9,6,3,1]
// expect: ["1", "null", "2", "null", "3"]
// expect: true
// expect: false
// expect: true false
