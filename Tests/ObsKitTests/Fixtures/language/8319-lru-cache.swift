// App model layer: an image-thumbnail cache with LRU eviction, hit/miss stats and a cost limit
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(key: Key, value: Value) { self.key = key; self.value = value }
    }

    private var map: [Key: Node] = [:]
    private var head: Node?
    private var tail: Node?
    let capacity: Int
    private(set) var hits = 0, misses = 0
    var onEvict: ((Key) -> Void)?

    init(capacity: Int) { self.capacity = capacity }

    func get(_ key: Key) -> Value? {
        guard let node = map[key] else { misses += 1; return nil }
        hits += 1
        moveToFront(node)
        return node.value
    }

    func set(_ key: Key, _ value: Value) {
        if let node = map[key] {
            node.value = value
            moveToFront(node)
            return
        }
        let node = Node(key: key, value: value)
        map[key] = node
        insertFront(node)
        if map.count > capacity, let last = tail {
            unlink(last)
            map[last.key] = nil
            onEvict?(last.key)
        }
    }

    var keysByRecency: [Key] {
        var result: [Key] = []
        var cursor = head
        while let n = cursor { result.append(n.key); cursor = n.next }
        return result
    }

    private func unlink(_ node: Node) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
        if head === node { head = node.next }
        if tail === node { tail = node.prev }
        node.prev = nil; node.next = nil
    }
    private func insertFront(_ node: Node) {
        node.next = head
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }
    private func moveToFront(_ node: Node) { unlink(node); insertFront(node) }
}

let cache = LRUCache<String, [UInt8]>(capacity: 3)
var evicted: [String] = []
cache.onEvict = { evicted.append($0) }
for name in ["a.png", "b.png", "c.png"] { cache.set(name, Array(repeating: 0, count: name.count)) }
_ = cache.get("a.png")
cache.set("d.png", [1, 2])
print("order: \(cache.keysByRecency)")
print("b cached: \(cache.get("b.png") != nil)")
cache.set("c.png", [9])
cache.set("e.png", [])
_ = cache.get("a.png")
print("order: \(cache.keysByRecency)")
print("c value: \(cache.get("c.png") ?? [])")
print("evicted: \(evicted)")
print("hits \(cache.hits), misses \(cache.misses)")

// expect: order: ["d.png", "a.png", "c.png"]
// expect: b cached: false
// expect: order: ["e.png", "c.png", "d.png"]
// expect: c value: [9]
// expect: evicted: ["b.png", "a.png"]
// expect: hits 2, misses 2
