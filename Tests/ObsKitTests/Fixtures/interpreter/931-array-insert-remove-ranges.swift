// Array range editing: insert(contentsOf:at:), removeSubrange, replacing a range by assignment, removeFirst(_:), removeLast(_:).
// Expected output: swiftc 6.3.1 on this machine.
var queue = ["a", "b", "c", "d", "e"]
queue.insert(contentsOf: ["x", "y"], at: 2)
print(queue)
queue.removeSubrange(0..<2)
print(queue)
queue[1...2] = ["Y"]
print(queue)
queue.removeFirst(2)
queue.removeLast(1)
print(queue, queue.count)
queue.insert(contentsOf: [], at: 0)
queue.append(contentsOf: ["p", "q"])
print(queue)

// expect: ["a", "b", "x", "y", "c", "d", "e"]
// expect: ["x", "y", "c", "d", "e"]
// expect: ["x", "Y", "d", "e"]
// expect: ["d"] 1
// expect: ["d", "p", "q"]
