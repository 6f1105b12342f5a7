// LeetCode style: design problems - MinStack with tuple storage, queue via two stacks, RandomizedSet-like index map
class MinStack {
    private var stack: [(val: Int, min: Int)] = []

    init() {}

    func push(_ val: Int) {
        let currentMin = stack.last.map { Swift.min($0.min, val) } ?? val
        stack.append((val, currentMin))
    }

    func pop() {
        stack.removeLast()
    }

    func top() -> Int {
        return stack.last!.val
    }

    func getMin() -> Int {
        return stack.last!.min
    }
}

class MyQueue {
    private var input = [Int]()
    private var output = [Int]()

    func push(_ x: Int) { input.append(x) }

    func pop() -> Int {
        _ = peek()
        return output.removeLast()
    }

    func peek() -> Int {
        if output.isEmpty {
            while let x = input.popLast() { output.append(x) }
        }
        return output.last!
    }

    func empty() -> Bool { input.isEmpty && output.isEmpty }
}

class IndexedSet {
    private var index = [Int: Int]()
    private var items = [Int]()

    func insert(_ val: Int) -> Bool {
        if index[val] != nil { return false }
        index[val] = items.count
        items.append(val)
        return true
    }

    func remove(_ val: Int) -> Bool {
        guard let i = index[val] else { return false }
        let lastVal = items[items.count - 1]
        items[i] = lastVal
        index[lastVal] = i
        items.removeLast()
        index[val] = nil
        return true
    }

    var contents: [Int] { items.sorted() }
}

let minStack = MinStack()
minStack.push(-2)
minStack.push(0)
minStack.push(-3)
print(minStack.getMin())
minStack.pop()
print(minStack.top(), minStack.getMin())

let q = MyQueue()
q.push(1); q.push(2)
print(q.peek(), q.pop(), q.empty())
q.push(3)
print(q.pop(), q.pop(), q.empty())

let set = IndexedSet()
print(set.insert(1), set.remove(2), set.insert(2), set.insert(1))
print(set.remove(1), set.insert(5), set.insert(3), set.contents)

// expect: -3
// expect: 0 -2
// expect: 1 1 false
// expect: 2 3 true
// expect: true false true false
// expect: true true true [2, 3, 5]
