// LeetCode style (146. LRU Cache): final class with a doubly linked list of nodes, sentinel head/tail, Dictionary of node references
final class Node {
    let key: Int
    var value: Int
    var prev: Node?
    var next: Node?
    init(_ key: Int, _ value: Int) {
        self.key = key
        self.value = value
    }
}

class LRUCache {
    private let capacity: Int
    private var map: [Int: Node] = [:]
    private let head = Node(0, 0)
    private let tail = Node(0, 0)

    init(_ capacity: Int) {
        self.capacity = capacity
        head.next = tail
        tail.prev = head
    }

    private func remove(_ node: Node) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
    }

    private func insertFront(_ node: Node) {
        node.next = head.next
        node.prev = head
        head.next?.prev = node
        head.next = node
    }

    func get(_ key: Int) -> Int {
        guard let node = map[key] else { return -1 }
        remove(node)
        insertFront(node)
        return node.value
    }

    func put(_ key: Int, _ value: Int) {
        if let node = map[key] {
            node.value = value
            remove(node)
            insertFront(node)
            return
        }
        if map.count == capacity, let lru = tail.prev, lru !== head {
            remove(lru)
            map[lru.key] = nil
        }
        let node = Node(key, value)
        map[key] = node
        insertFront(node)
    }

    var order: [Int] {
        var keys: [Int] = []
        var cur = head.next
        while let n = cur, n !== tail {
            keys.append(n.key)
            cur = n.next
        }
        return keys
    }
}

let cache = LRUCache(2)
cache.put(1, 1)
cache.put(2, 2)
print(cache.get(1))
cache.put(3, 3)
print(cache.get(2))
cache.put(4, 4)
print(cache.get(1), cache.get(3), cache.get(4))
print("order:", cache.order)

let big = LRUCache(3)
for i in 1...6 { big.put(i % 4, i * 10) }
print("order:", big.order, "values:", big.order.map { big.get($0) })

// expect: 1
// expect: -1
// expect: -1 3 4
// expect: order: [4, 3]
// expect: order: [2, 1, 0] values: [60, 50, 40]
