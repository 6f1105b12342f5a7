// An LRU cache built from a dictionary and a doubly linked list
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(key: Key, value: Value) { self.key = key; self.value = value }
    }
    private let capacity: Int
    private var map: [Key: Node] = [:]
    private var head: Node?
    private var tail: Node?
    var onEvict: ((Key, Value) -> Void)?
    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }
    func get(_ key: Key) -> Value? {
        guard let node = map[key] else { return nil }
        moveToFront(node)
        return node.value
    }
    func put(_ key: Key, _ value: Value) {
        if let node = map[key] {
            node.value = value
            moveToFront(node)
            return
        }
        let node = Node(key: key, value: value)
        map[key] = node
        insertAtFront(node)
        if map.count > capacity, let lru = tail {
            remove(lru)
            map[lru.key] = nil
            onEvict?(lru.key, lru.value)
        }
    }
    var keysMostRecentFirst: [Key] {
        var keys: [Key] = []
        var cur = head
        while let n = cur { keys.append(n.key); cur = n.next }
        return keys
    }
    private func insertAtFront(_ node: Node) {
        node.next = head
        node.prev = nil
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }
    private func remove(_ node: Node) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
        if head === node { head = node.next }
        if tail === node { tail = node.prev }
        node.prev = nil
        node.next = nil
    }
    private func moveToFront(_ node: Node) {
        guard head !== node else { return }
        remove(node)
        insertAtFront(node)
    }
}

let cache = LRUCache<Int, String>(capacity: 3)
cache.onEvict = { print("evicted \($0) -> \($1)") }
for (k, v) in [(1, "one"), (2, "two"), (3, "three")] { cache.put(k, v) }
print(cache.keysMostRecentFirst)
print("get 1: \(cache.get(1) ?? "miss")")
cache.put(4, "four")
print("get 2: \(cache.get(2) ?? "miss")")
cache.put(3, "THREE")
cache.put(5, "five")
print(cache.keysMostRecentFirst)
print([1, 3, 4, 5].map { cache.get($0) ?? "miss" })
print(cache.keysMostRecentFirst)
// expect: [3, 2, 1]
// expect: get 1: one
// expect: evicted 2 -> two
// expect: get 2: miss
// expect: evicted 1 -> one
// expect: [5, 3, 4]
// expect: ["miss", "THREE", "four", "five"]
// expect: [5, 4, 3]
