// LeetCode style (design): LRU cache with a [Int: Node] dictionary and a doubly linked list with sentinel head and tail
class LRUCache {
    private class Node {
        var key: Int
        var value: Int
        var prev: Node?
        var next: Node?
        init(_ key: Int, _ value: Int) {
            self.key = key
            self.value = value
        }
    }

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

    private func addToFront(_ node: Node) {
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
            map.removeValue(forKey: lru.key)
        }
        let node = Node(key, value)
        map[key] = node
        addToFront(node)
    }

    var order: [Int] {
        var keys: [Int] = []
        var cur = head.next
        while let c = cur, c !== tail { keys.append(c.key); cur = c.next }
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
print(cache.order)
cache.put(3, 30)
print(cache.order, cache.get(3))

// expect: 1
// expect: -1
// expect: -1 3 4
// expect: [4, 3]
// expect: [3, 4] 30
