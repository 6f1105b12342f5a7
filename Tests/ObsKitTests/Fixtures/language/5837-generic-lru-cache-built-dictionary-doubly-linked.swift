// Kodeco style (LRU cache): a generic LRU cache built from a dictionary and a doubly linked list of class nodes
final class Node<Key, Value> {
    let key: Key
    var value: Value
    var prev: Node?
    weak var next: Node?
    init(key: Key, value: Value) { self.key = key; self.value = value }
}

final class LRUCache<Key: Hashable, Value> {
    private var map: [Key: Node<Key, Value>] = [:]
    private var head: Node<Key, Value>?   // most recent
    private var tail: Node<Key, Value>?   // least recent
    let capacity: Int
    private(set) var evicted: [Key] = []

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { map.count }

    private func unlink(_ node: Node<Key, Value>) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
        if head === node { head = node.next }
        if tail === node { tail = node.prev }
        node.prev = nil
        node.next = nil
    }

    private func pushFront(_ node: Node<Key, Value>) {
        node.next = head
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }

    func get(_ key: Key) -> Value? {
        guard let node = map[key] else { return nil }
        unlink(node)
        pushFront(node)
        return node.value
    }

    func put(_ key: Key, _ value: Value) {
        if let node = map[key] {
            node.value = value
            unlink(node)
            pushFront(node)
            return
        }
        if map.count == capacity, let last = tail {
            unlink(last)
            map[last.key] = nil
            evicted.append(last.key)
        }
        let node = Node(key: key, value: value)
        map[key] = node
        pushFront(node)
    }

    var keysByRecency: [Key] {
        var result: [Key] = []
        var cursor = head
        while let node = cursor { result.append(node.key); cursor = node.next }
        return result
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache.put("a", 1); cache.put("b", 2); cache.put("c", 3)
print(cache.keysByRecency)
print(cache.get("a") ?? -1)
cache.put("d", 4)
print(cache.keysByRecency, cache.evicted)
cache.put("c", 30)
cache.put("e", 5)
print(cache.keysByRecency, cache.evicted)
print(cache.get("b") as Any, cache.get("c") ?? -1, cache.count)

// expect: ["c", "b", "a"]
// expect: 1
// expect: ["d", "a", "c"] ["b"]
// expect: ["e", "c", "d"] ["b", "a"]
// expect: nil 30 3
