// Algorithm Club style (LRU cache): a dictionary of keys to nodes in a doubly linked list with sentinels, evicting the least recently used entry
final class CacheNode<Key, Value> {
    let key: Key?
    var value: Value?
    var prev: CacheNode?
    var next: CacheNode?
    init(key: Key? = nil, value: Value? = nil) { self.key = key; self.value = value }
}

final class LRUCache<Key: Hashable, Value> {
    private let capacity: Int
    private var map: [Key: CacheNode<Key, Value>] = [:]
    private let head = CacheNode<Key, Value>()
    private let tail = CacheNode<Key, Value>()
    private(set) var evicted: [Key] = []

    init(capacity: Int) {
        self.capacity = capacity
        head.next = tail
        tail.prev = head
    }

    private func unlink(_ node: CacheNode<Key, Value>) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
    }

    private func pushFront(_ node: CacheNode<Key, Value>) {
        node.next = head.next
        node.prev = head
        head.next?.prev = node
        head.next = node
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
                if let v = newValue { node.value = v; pushFront(node) } else { map[key] = nil }
                return
            }
            guard let v = newValue else { return }
            let node = CacheNode(key: key, value: v)
            map[key] = node
            pushFront(node)
            if map.count > capacity, let last = tail.prev, let k = last.key {
                unlink(last)
                map[k] = nil
                evicted.append(k)
            }
        }
    }

    var keysByRecency: [Key] {
        var out: [Key] = []
        var cursor = head.next
        while let node = cursor, let k = node.key { out.append(k); cursor = node.next }
        return out
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
cache["a"] = 1; cache["b"] = 2; cache["c"] = 3
print(cache.keysByRecency)
print(cache["a"] ?? -1, cache.keysByRecency)
cache["d"] = 4
print(cache.keysByRecency, "evicted", cache.evicted, cache["b"] as Any)
cache["c"] = 30
cache["e"] = 5
print(cache.keysByRecency, cache.evicted)
cache["e"] = nil
print(cache.keysByRecency, cache["c"]!, cache["e"] == nil)

// expect: ["c", "b", "a"]
// expect: 1 ["a", "c", "b"]
// expect: ["d", "a", "c"] evicted ["b"] nil
// expect: ["e", "c", "d"] ["b", "a"]
// expect: ["c", "d"] 30 true
