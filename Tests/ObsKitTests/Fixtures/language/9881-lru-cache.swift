// LeetCode style: 146. LRU Cache — dictionary + doubly linked list, O(1) get and put

final class DNode {
    let key: Int
    var value: Int
    var prev: DNode?
    var next: DNode?
    init(_ key: Int, _ value: Int) {
        self.key = key
        self.value = value
    }
}

class LRUCache {
    private let capacity: Int
    private var map = [Int: DNode]()
    private let head = DNode(0, 0)   // sentinel: most recent after head
    private let tail = DNode(0, 0)   // sentinel: least recent before tail

    init(_ capacity: Int) {
        self.capacity = capacity
        head.next = tail
        tail.prev = head
    }

    private func remove(_ node: DNode) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
    }

    private func addToFront(_ node: DNode) {
        node.next = head.next
        node.prev = head
        head.next?.prev = node
        head.next = node
    }

    func get(_ key: Int) -> Int {
        guard let node = map[key] else { return -1 }
        remove(node)
        addToFront(node)
        return node.value
    }

    func put(_ key: Int, _ value: Int) {
        if let node = map[key] {
            node.value = value
            remove(node)
            addToFront(node)
            return
        }
        if map.count == capacity, let lru = tail.prev, lru !== head {
            remove(lru)
            map[lru.key] = nil
        }
        let node = DNode(key, value)
        map[key] = node
        addToFront(node)
    }

    // For debugging: keys from most to least recently used
    func order() -> [Int] {
        var keys = [Int]()
        var node = head.next
        while let n = node, n !== tail {
            keys.append(n.key)
            node = n.next
        }
        return keys
    }
}

// LeetCode example 1
let cache = LRUCache(2)
cache.put(1, 1)
cache.put(2, 2)
print(cache.get(1))      // 1
cache.put(3, 3)          // evicts key 2
print(cache.get(2))      // -1
cache.put(4, 4)          // evicts key 1
print(cache.get(1))      // -1
print(cache.get(3))      // 3
print(cache.get(4))      // 4
print("order: \(cache.order())")

// Simulating LeetCode's operations/arguments input format
let ops = ["LRUCache", "put", "put", "put", "get", "put", "get", "get", "put", "get", "get"]
let args: [[Int]] = [[3], [1, 10], [2, 20], [3, 30], [1], [4, 40], [2], [3], [1, 11], [4], [1]]
var lru: LRUCache? = nil
var output = [String]()
for (op, arg) in zip(ops, args) {
    switch op {
    case "LRUCache":
        lru = LRUCache(arg[0]); output.append("null")
    case "put":
        lru!.put(arg[0], arg[1]); output.append("null")
    case "get":
        output.append(String(lru!.get(arg[0])))
    default:
        break
    }
}
print("[" + output.joined(separator: ",") + "]")
print("final order: \(lru!.order())")
// expect: 1
// expect: -1
// expect: -1
// expect: 3
// expect: 4
// expect: order: [4, 3]
// expect: [null,null,null,null,10,null,-1,30,null,40,11]
// expect: final order: [1, 4, 3]
