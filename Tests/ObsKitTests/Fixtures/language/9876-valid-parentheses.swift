// LeetCode style: 20. Valid Parentheses — stack based solution

class Solution {
    func isValid(_ s: String) -> Bool {
        var stack = [Character]()
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        for ch in s {
            if let open = pairs[ch] {
                guard let top = stack.popLast(), top == open else {
                    return false
                }
            } else {
                stack.append(ch)
            }
        }
        return stack.isEmpty
    }

    // 32. Longest Valid Parentheses: length of the longest well-formed substring
    func longestValidParentheses(_ s: String) -> Int {
        var stack = [-1]
        var best = 0
        for (i, ch) in s.enumerated() {
            if ch == "(" {
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

    // 1249. Minimum Remove to Make Valid Parentheses
    func minRemoveToMakeValid(_ s: String) -> String {
        var chars = Array(s)
        var openIndices = [Int]()
        for i in chars.indices {
            if chars[i] == "(" {
                openIndices.append(i)
            } else if chars[i] == ")" {
                if openIndices.isEmpty { chars[i] = "*" } else { openIndices.removeLast() }
            }
        }
        for i in openIndices { chars[i] = "*" }
        return String(chars.filter { $0 != "*" })
    }
}

let sol = Solution()
let inputs = ["()", "()[]{}", "(]", "([)]", "{[]}", "", "((", "){", "{[()()]}[]"]
for input in inputs {
    print("\"\(input)\" -> \(sol.isValid(input))")
}

for s in ["(()", ")()())", "", "()(())", "(()()((("] {
    print("longest valid in \"\(s)\": \(sol.longestValidParentheses(s))")
}

for s in ["lee(t(c)o)de)", "a)b(c)d", "))((", "(a(b(c)d)"] {
    print("min remove \"\(s)\" -> \"\(sol.minRemoveToMakeValid(s))\"")
}
// expect: "()" -> true
// expect: "()[]{}" -> true
// expect: "(]" -> false
// expect: "([)]" -> false
// expect: "{[]}" -> true
// expect: "" -> true
// expect: "((" -> false
// expect: "){" -> false
// expect: "{[()()]}[]" -> true
// expect: longest valid in "(()": 2
// expect: longest valid in ")()())": 4
// expect: longest valid in "": 0
// expect: longest valid in "()(())": 6
// expect: longest valid in "(()()(((": 4
// expect: min remove "lee(t(c)o)de)" -> "lee(t(c)o)de"
// expect: min remove "a)b(c)d" -> "ab(c)d"
// expect: min remove "))((" -> ""
// expect: min remove "(a(b(c)d)" -> "a(b(c)d)"
