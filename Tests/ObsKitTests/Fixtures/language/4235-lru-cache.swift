// App code style: LRU cache backed by a dictionary and a doubly linked list for image thumbnails
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(key: Key, value: Value) {
            self.key = key
            self.value = value
        }
    }

    private let capacity: Int
    private var storage: [Key: Node] = [:]
    private var head: Node?
    private var tail: Node?
    private(set) var hits = 0
    private(set) var misses = 0
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    var count: Int { storage.count }

    func value(for key: Key) -> Value? {
        guard let node = storage[key] else {
            misses += 1
            return nil
        }
        hits += 1
        moveToFront(node)
        return node.value
    }

    func set(_ value: Value, for key: Key) {
        if let node = storage[key] {
            node.value = value
            moveToFront(node)
            return
        }
        let node = Node(key: key, value: value)
        storage[key] = node
        insertAtFront(node)
        if storage.count > capacity, let last = tail {
            unlink(last)
            storage[last.key] = nil
            onEvict?(last.key, last.value)
        }
    }

    var keysByRecency: [Key] {
        var result: [Key] = []
        var cursor = head
        while let node = cursor {
            result.append(node.key)
            cursor = node.next
        }
        return result
    }

    private func insertAtFront(_ node: Node) {
        node.next = head
        node.prev = nil
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }

    private func unlink(_ node: Node) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
        if head === node { head = node.next }
        if tail === node { tail = node.prev }
        node.prev = nil
        node.next = nil
    }

    private func moveToFront(_ node: Node) {
        guard head !== node else { return }
        unlink(node)
        insertAtFront(node)
    }
}

struct Thumbnail {
    let name: String
    let bytes: Int
}

let cache = LRUCache<String, Thumbnail>(capacity: 3)
var evicted: [String] = []
cache.onEvict = { key, thumb in
    evicted.append(key)
    print("  evicted \(key) (\(thumb.bytes) bytes)")
}

for name in ["avatar", "banner", "cover"] {
    cache.set(Thumbnail(name: name, bytes: name.count * 1024), for: name)
}
print("Order: \(cache.keysByRecency)")

_ = cache.value(for: "avatar")
print("After reading avatar: \(cache.keysByRecency)")

cache.set(Thumbnail(name: "dialog", bytes: 2048), for: "dialog")
print("After adding dialog: \(cache.keysByRecency)")

if cache.value(for: "banner") == nil {
    print("banner is gone")
}
cache.set(Thumbnail(name: "cover-v2", bytes: 9000), for: "cover")
print("cover bytes: \(cache.value(for: "cover")?.bytes ?? 0)")
print("Order: \(cache.keysByRecency)")

for name in ["emoji", "flag", "avatar", "gif"] {
    if cache.value(for: name) == nil {
        cache.set(Thumbnail(name: name, bytes: 512), for: name)
    }
}
print("Final order: \(cache.keysByRecency)")
print("Count: \(cache.count), hits: \(cache.hits), misses: \(cache.misses)")
print("Evicted in order: \(evicted.joined(separator: ", "))")

// expect: Order: ["cover", "banner", "avatar"]
// expect: After reading avatar: ["avatar", "cover", "banner"]
// expect:   evicted banner (6144 bytes)
// expect: After adding dialog: ["dialog", "avatar", "cover"]
// expect: banner is gone
// expect: cover bytes: 9000
// expect: Order: ["cover", "dialog", "avatar"]
// expect:   evicted avatar (6144 bytes)
// expect:   evicted dialog (2048 bytes)
// expect:   evicted cover (9000 bytes)
// expect:   evicted emoji (512 bytes)
// expect: Final order: ["gif", "avatar", "flag"]
// expect: Count: 3, hits: 2, misses: 5
// expect: Evicted in order: banner, avatar, dialog, cover, emoji
