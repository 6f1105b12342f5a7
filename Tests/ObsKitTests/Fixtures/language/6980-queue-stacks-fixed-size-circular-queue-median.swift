// LeetCode style (design): queue with two stacks, a fixed-size circular queue, a median finder keeping a sorted array with binary insertion, and a hit counter
class MyQueue {
    private var inbox: [Int] = [], outbox: [Int] = []
    func push(_ x: Int) { inbox.append(x) }
    private func shift() {
        if outbox.isEmpty { while let x = inbox.popLast() { outbox.append(x) } }
    }
    func pop() -> Int { shift(); return outbox.removeLast() }
    func peek() -> Int { shift(); return outbox.last! }
    func empty() -> Bool { inbox.isEmpty && outbox.isEmpty }
}

class MyCircularQueue {
    private var data: [Int]
    private var head = 0, count = 0
    init(_ k: Int) { data = Array(repeating: 0, count: k) }
    func enQueue(_ value: Int) -> Bool {
        if isFull() { return false }
        data[(head + count) % data.count] = value
        count += 1
        return true
    }
    func deQueue() -> Bool {
        if isEmpty() { return false }
        head = (head + 1) % data.count
        count -= 1
        return true
    }
    func Front() -> Int { isEmpty() ? -1 : data[head] }
    func Rear() -> Int { isEmpty() ? -1 : data[(head + count - 1) % data.count] }
    func isEmpty() -> Bool { count == 0 }
    func isFull() -> Bool { count == data.count }
}

class MedianFinder {
    private var sorted: [Int] = []
    func addNum(_ num: Int) {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < num { lo = mid + 1 } else { hi = mid }
        }
        sorted.insert(num, at: lo)
    }
    func findMedian() -> Double {
        let n = sorted.count
        return n % 2 == 1 ? Double(sorted[n / 2]) : Double(sorted[n / 2 - 1] + sorted[n / 2]) / 2.0
    }
}

let q = MyQueue()
q.push(1); q.push(2)
print(q.peek(), q.pop(), q.empty())
q.push(3)
print(q.pop(), q.pop(), q.empty())

let cq = MyCircularQueue(3)
print([1, 2, 3, 4].map { cq.enQueue($0) }, cq.Rear(), cq.isFull())
print(cq.deQueue(), cq.enQueue(4), cq.Rear(), cq.Front())

let mf = MedianFinder()
var medians: [Double] = []
for n in [5, 15, 1, 3, 8, 7] {
    mf.addNum(n)
    medians.append(mf.findMedian())
}
print(medians)

var hits: [Int] = []
func hit(_ t: Int) { hits.append(t) }
func getHits(_ t: Int) -> Int { hits.removeAll { $0 <= t - 300 }; return hits.count }
[1, 2, 3, 300].forEach(hit)
print(getHits(4), getHits(300), getHits(301))

// expect: 1 1 false
// expect: 2 3 true
// expect: [true, true, true, false] 3 true
// expect: true true 4 2
// expect: [5.0, 10.0, 5.0, 4.0, 5.0, 6.0]
// expect: 4 4 3
