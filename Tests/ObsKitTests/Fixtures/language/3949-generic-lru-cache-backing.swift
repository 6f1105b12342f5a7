// App code style: generic LRU cache backing a slow lookup service
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var prev: Node?
        var next: Node?
        init(_ key: Key, _ value: Value) { self.key = key; self.value = value }
    }

    let capacity: Int
    private var map: [Key: Node] = [:]
    private var head: Node?
    private var tail: Node?
    private(set) var hits = 0, misses = 0, evictions = 0

    init(capacity: Int) { self.capacity = capacity }

    private func unlink(_ n: Node) {
        n.prev?.next = n.next
        n.next?.prev = n.prev
        if head === n { head = n.next }
        if tail === n { tail = n.prev }
        n.prev = nil; n.next = nil
    }

    private func pushFront(_ n: Node) {
        n.next = head
        head?.prev = n
        head = n
        if tail == nil { tail = n }
    }

    func value(for key: Key, orCompute compute: (Key) -> Value) -> Value {
        if let n = map[key] {
            hits += 1
            unlink(n); pushFront(n)
            return n.value
        }
        misses += 1
        let n = Node(key, compute(key))
        map[key] = n
        pushFront(n)
        if map.count > capacity, let old = tail {
            unlink(old)
            map[old.key] = nil
            evictions += 1
        }
        return n.value
    }

    var keysByRecency: [Key] {
        var out: [Key] = []
        var cur = head
        while let n = cur { out.append(n.key); cur = n.next }
        return out
    }
}

var slowCalls = 0
func slowSquare(_ n: Int) -> Int { slowCalls += 1; return n * n }

let cache = LRUCache<Int, Int>(capacity: 3)
let requests = [1, 2, 3, 1, 4, 2, 5, 1, 1, 3]
let answers = requests.map { cache.value(for: $0, orCompute: slowSquare) }
print("answers: \(answers)")
print("recency: \(cache.keysByRecency)")
print("hits \(cache.hits), misses \(cache.misses), evictions \(cache.evictions), slow calls \(slowCalls)")

let names = LRUCache<String, String>(capacity: 2)
for w in ["swift", "rust", "swift", "go", "rust"] {
    _ = names.value(for: w) { $0.uppercased() + "!" }
}
print("names: \(names.keysByRecency), hit rate \(names.hits)/\(names.hits + names.misses)")
// expect: answers: [1, 4, 9, 1, 16, 4, 25, 1, 1, 9]
// expect: recency: [3, 1, 5]
// expect: hits 2, misses 8, evictions 5, slow calls 8
// expect: names: ["rust", "go"], hit rate 1/5
