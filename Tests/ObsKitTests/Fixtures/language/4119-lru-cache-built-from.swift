// App code style: LRU cache built from a class-based doubly linked list and dictionary
final class Node<Key: Hashable, Value> {
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
    private var strong: [Key: Node<Key, Value>] { map }
    let capacity: Int
    private(set) var hits = 0
    private(set) var misses = 0
    var onEvict: ((Key, Value) -> Void)?

    init(capacity: Int) { self.capacity = capacity }

    var count: Int { map.count }

    private func unlink(_ n: Node<Key, Value>) {
        let p = n.prev, nx = n.next
        p?.next = nx
        nx?.prev = p
        if head === n { head = nx }
        if tail === n { tail = p }
        n.prev = nil; n.next = nil
    }

    private func pushFront(_ n: Node<Key, Value>) {
        n.next = head
        head?.prev = n
        head = n
        if tail == nil { tail = n }
    }

    func get(_ key: Key) -> Value? {
        guard let n = map[key] else { misses += 1; return nil }
        hits += 1
        unlink(n); pushFront(n)
        return n.value
    }

    func set(_ key: Key, _ value: Value) {
        if let n = map[key] {
            n.value = value
            unlink(n); pushFront(n)
            return
        }
        let n = Node(key: key, value: value)
        map[key] = n
        pushFront(n)
        if map.count > capacity, let victim = tail {
            unlink(victim)
            map[victim.key] = nil
            onEvict?(victim.key, victim.value)
        }
    }

    var keysByRecency: [Key] {
        var out: [Key] = []
        var cur = head
        while let c = cur { out.append(c.key); cur = c.next }
        return out
    }
}

let cache = LRUCache<String, Int>(capacity: 3)
var evicted: [String] = []
cache.onEvict = { k, v in evicted.append("\(k)=\(v)") }
cache.set("a", 1); cache.set("b", 2); cache.set("c", 3)
print(cache.keysByRecency)
_ = cache.get("a")
cache.set("d", 4)
print(cache.keysByRecency, evicted)
cache.set("c", 30)
cache.set("e", 5)
print(cache.keysByRecency, evicted)
print(cache.get("b") as Any, cache.get("c") ?? -1, cache.get("zzz") ?? -1)
print("hits \(cache.hits) misses \(cache.misses) count \(cache.count)")

func fib(_ n: Int, memo: LRUCache<Int, Int>) -> Int {
    if n < 2 { return n }
    if let v = memo.get(n) { return v }
    let r = fib(n - 1, memo: memo) + fib(n - 2, memo: memo)
    memo.set(n, r)
    return r
}
let memo = LRUCache<Int, Int>(capacity: 5)
print("fib(60) =", fib(60, memo: memo), "cached:", memo.keysByRecency)
// expect: ["c", "b", "a"]
// expect: ["d", "a", "c"] ["b=2"]
// expect: ["e", "c", "d"] ["b=2", "a=1"]
// expect: nil 30 -1
// expect: hits 2 misses 2 count 3
// expect: fib(60) = 1548008755920 cached: [60, 58, 59, 57, 56]
