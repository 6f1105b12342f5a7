// App code style: monotonic stacks for stock spans, temperatures, histogram areas and a MinStack
func dailyTemperatures(_ temps: [Int]) -> [Int] {
    var answer = [Int](repeating: 0, count: temps.count)
    var stack: [Int] = []
    for (i, t) in temps.enumerated() {
        while let top = stack.last, temps[top] < t {
            stack.removeLast()
            answer[top] = i - top
        }
        stack.append(i)
    }
    return answer
}

func nextGreater(_ a: [Int], circular: Bool = false) -> [Int] {
    let n = a.count
    var result = [Int](repeating: -1, count: n)
    var stack: [Int] = []
    for k in 0..<(circular ? 2 * n : n) {
        let i = k % n
        while let top = stack.last, a[top] < a[i] {
            result[top] = a[i]
            stack.removeLast()
        }
        if k < n { stack.append(i) }
    }
    return result
}

struct StockSpanner {
    private var stack: [(price: Int, span: Int)] = []
    mutating func next(_ price: Int) -> Int {
        var span = 1
        while let top = stack.last, top.price <= price {
            span += top.span
            stack.removeLast()
        }
        stack.append((price, span))
        return span
    }
}

func largestRectangle(_ heights: [Int]) -> Int {
    var stack: [Int] = []
    var best = 0
    let h = heights + [0]
    for i in h.indices {
        while let top = stack.last, h[top] > h[i] {
            stack.removeLast()
            let width = stack.last.map { i - $0 - 1 } ?? i
            best = max(best, h[top] * width)
        }
        stack.append(i)
    }
    return best
}

struct MinStack<T: Comparable>: CustomStringConvertible {
    private var items: [(value: T, min: T)] = []
    mutating func push(_ x: T) { items.append((x, Swift.min(x, items.last?.min ?? x))) }
    @discardableResult mutating func pop() -> T? { items.popLast()?.value }
    var top: T? { items.last?.value }
    var min: T? { items.last?.min }
    var description: String { "MinStack(\(items.map { "\($0.value)" }.joined(separator: ",")); min=\(min.map { "\($0)" } ?? "nil"))" }
}

func removeKDigits(_ num: String, _ k: Int) -> String {
    var stack: [Character] = []
    var remaining = k
    for d in num {
        while remaining > 0, let last = stack.last, last > d {
            stack.removeLast()
            remaining -= 1
        }
        stack.append(d)
    }
    stack.removeLast(remaining)
    let trimmed = stack.drop { $0 == "0" }
    return trimmed.isEmpty ? "0" : String(trimmed)
}

print("temps:", dailyTemperatures([73, 74, 75, 71, 69, 72, 76, 73]))
print("next greater:", nextGreater([4, 5, 2, 25]), "circular:", nextGreater([1, 2, 1], circular: true))
var spanner = StockSpanner()
print("spans:", [100, 80, 60, 70, 60, 75, 85].map { spanner.next($0) })
print("histogram:", largestRectangle([2, 1, 5, 6, 2, 3]), largestRectangle([2, 4]), largestRectangle([]))
var ms = MinStack<Int>()
for x in [5, 3, 7, 3, 1] { ms.push(x) }
print(ms)
ms.pop(); ms.pop()
print(ms, "top:", ms.top!)
var words = MinStack<String>()
words.push("pear"); words.push("apple"); words.push("zoo")
print(words.min!, words.top!, MinStack<Int>())
print("remove digits:", removeKDigits("1432219", 3), removeKDigits("10200", 1), removeKDigits("10", 2))

// expect: temps: [1, 1, 4, 2, 1, 1, 0, 0]
// expect: next greater: [5, 25, 25, -1] circular: [2, -1, 2]
// expect: spans: [1, 1, 1, 2, 1, 4, 6]
// expect: histogram: 10 4 0
// expect: MinStack(5,3,7,3,1; min=1)
// expect: MinStack(5,3,7; min=3) top: 7
// expect: apple zoo MinStack(; min=nil)
// expect: remove digits: 1219 200 0
