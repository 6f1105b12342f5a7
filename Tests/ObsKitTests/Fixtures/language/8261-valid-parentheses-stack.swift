// LeetCode style: valid parentheses with a Character stack and a closing->opening map
class Solution {
    func isValid(_ s: String) -> Bool {
        var stack = [Character]()
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        for ch in s {
            if let open = pairs[ch] {
                if stack.isEmpty || stack.removeLast() != open {
                    return false
                }
            } else {
                stack.append(ch)
            }
        }
        return stack.isEmpty
    }

    // LeetCode 32: longest valid parentheses using an index stack
    func longestValidParentheses(_ s: String) -> Int {
        let chars = Array(s)
        var stack = [-1]
        var best = 0
        for i in 0..<chars.count {
            if chars[i] == "(" {
                stack.append(i)
            } else {
                stack.removeLast()
                if stack.isEmpty {
                    stack.append(i)
                } else {
                    best = max(best, i - stack.last!)
                }
            }
        }
        return best
    }
}

let sol = Solution()
for s in ["()", "()[]{}", "(]", "([)]", "{[]}", "", "(((", "]"] {
    print("\"\(s)\" -> \(sol.isValid(s))")
}
print(sol.longestValidParentheses("(()"))
print(sol.longestValidParentheses(")()())"))
print(sol.longestValidParentheses("()(()))())"))

// expect: "()" -> true
// expect: "()[]{}" -> true
// expect: "(]" -> false
// expect: "([)]" -> false
// expect: "{[]}" -> true
// expect: "" -> true
// expect: "(((" -> false
// expect: "]" -> false
// expect: 2
// expect: 4
// expect: 6
