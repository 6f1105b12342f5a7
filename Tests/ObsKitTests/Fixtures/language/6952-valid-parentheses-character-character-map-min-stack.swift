// LeetCode style (stacks): valid parentheses with a [Character: Character] map, min stack, and evaluating reverse Polish notation
class Solution {
    func isValid(_ s: String) -> Bool {
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        var stack = [Character]()
        for ch in s {
            if let open = pairs[ch] {
                guard let top = stack.popLast(), top == open else { return false }
            } else {
                stack.append(ch)
            }
        }
        return stack.isEmpty
    }

    func evalRPN(_ tokens: [String]) -> Int {
        var stack: [Int] = []
        for token in tokens {
            switch token {
            case "+", "-", "*", "/":
                let b = stack.removeLast()
                let a = stack.removeLast()
                switch token {
                case "+": stack.append(a + b)
                case "-": stack.append(a - b)
                case "*": stack.append(a * b)
                default: stack.append(a / b)
                }
            default:
                stack.append(Int(token)!)
            }
        }
        return stack.last ?? 0
    }
}

class MinStack {
    private var items: [(val: Int, min: Int)] = []
    func push(_ val: Int) {
        let currentMin = items.isEmpty ? val : Swift.min(val, items.last!.min)
        items.append((val, currentMin))
    }
    func pop() { items.removeLast() }
    func top() -> Int { items.last!.val }
    func getMin() -> Int { items.last!.min }
}

let s = Solution()
for input in ["()", "()[]{}", "(]", "([)]", "{[]}", "", "(("] {
    print("\"\(input)\" -> \(s.isValid(input))")
}
print(s.evalRPN(["2", "1", "+", "3", "*"]))
print(s.evalRPN(["4", "13", "5", "/", "+"]))
print(s.evalRPN(["10", "6", "9", "3", "+", "-11", "*", "/", "*", "17", "+", "5", "+"]))

let ms = MinStack()
ms.push(-2); ms.push(0); ms.push(-3)
print(ms.getMin())
ms.pop()
print(ms.top(), ms.getMin())

// expect: "()" -> true
// expect: "()[]{}" -> true
// expect: "(]" -> false
// expect: "([)]" -> false
// expect: "{[]}" -> true
// expect: "" -> true
// expect: "((" -> false
// expect: 9
// expect: 6
// expect: 22
// expect: -3
// expect: 0 -2
