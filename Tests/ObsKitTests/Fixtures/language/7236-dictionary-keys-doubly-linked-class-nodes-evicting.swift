// App architecture style (LRU cache): a dictionary of keys to doubly linked class nodes, evicting the least recently used entry
final class Node<Key: Hashable, Value> {
    let key: Key
    var value: Value
    var prev: Node?
    weak var next: Node?
    init(key: Key, value: Value) { self.key = key; self.value = value }
}

final class LRUCache<Key: Hashable, Value> {
    private let capacity: Int
    private var map: [Key: Node<Key, Value>] = [:]
    private var head: Node<Key, Value>?   // most recent
    private var tail: Node<Key, Value>?   // least recent
    private(set) var evicted: [Key] = []

    init(capacity: Int) { self.capacity = capacity }

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

    subscript(key: Key) -> Value? {
        get {
            guard let node = map[key] else { return nil }
            unlink(node); pushFront(node)
            return node.value
        }
        set {
            if let node = map[key] {
                unlink(node)
                map[key] = nil
            }
            guard let value = newValue else { return }
            let node = Node(key: key, value: value)
            map[key] = node
            pushFront(node)
            if map.count > capacity, let last = tail {
                unlink(last)
                map[last.key] = nil
                evicted.append(last.key)
            }
        }
    }

    var orderedKeys: [Key] {
        var keys: [Key] = []
        var cursor = head
        while let n = cursor { keys.append(n.key); cursor = n.next }
        return keys
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache["a"] = 1; print(cache.orderedKeys)
cache["b"] = 2; print(cache.orderedKeys)
cache["c"] = 3; print(cache.orderedKeys)
print("get a:", cache["a"] ?? -1, cache.orderedKeys)
cache["d"] = 4; print(cache.orderedKeys, "evicted", cache.evicted)
print("get b:", cache["b"].map(String.init) ?? "miss")
cache["c"] = 30; print(cache.orderedKeys)
cache["a"] = nil; print(cache.orderedKeys)
cache["e"] = 5; cache["f"] = 6
print(cache.orderedKeys, "evicted", cache.evicted)

// expect: ["a"]
// expect: ["b", "a"]
// expect: ["c", "b", "a"]
// expect: get a: 1 ["a", "c", "b"]
// expect: ["d", "a", "c"] evicted ["b"]
// expect: get b: miss
// expect: ["c", "d", "a"]
// expect: ["c", "d"]
// expect: ["f", "e", "c"] evicted ["b", "d"]
