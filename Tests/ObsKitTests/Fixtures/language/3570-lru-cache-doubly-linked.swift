// App code style: LRU cache with a doubly linked list of class nodes, weak back links and deinit
final class Entry {
    let key: String
    var value: Int
    var next: Entry?
    weak var prev: Entry?
    init(_ key: String, _ value: Int) { self.key = key; self.value = value }
    deinit { print("  evicted node \(key)") }
}

final class LRUCache {
    private var map: [String: Entry] = [:]
    private var head: Entry?
    private var tail: Entry?
    let capacity: Int
    private(set) var hits = 0, misses = 0
    init(capacity: Int) { self.capacity = capacity }

    private func unlink(_ e: Entry) {
        e.prev?.next = e.next
        e.next?.prev = e.prev
        if head === e { head = e.next }
        if tail === e { tail = e.prev }
        e.next = nil; e.prev = nil
    }
    private func pushFront(_ e: Entry) {
        e.next = head
        head?.prev = e
        head = e
        if tail == nil { tail = e }
    }
    func get(_ k: String) -> Int? {
        guard let e = map[k] else { misses += 1; return nil }
        hits += 1
        unlink(e); pushFront(e)
        return e.value
    }
    func put(_ k: String, _ v: Int) {
        if let e = map[k] { e.value = v; unlink(e); pushFront(e); return }
        if map.count == capacity, let t = tail {
            unlink(t)
            map[t.key] = nil
        }
        let e = Entry(k, v)
        map[k] = e
        pushFront(e)
    }
    var order: String {
        var out: [String] = [], cur = head
        while let c = cur { out.append("\(c.key)=\(c.value)"); cur = c.next }
        return out.joined(separator: ",")
    }
}

let cache = LRUCache(capacity: 3)
cache.put("a", 1); cache.put("b", 2); cache.put("c", 3)
print(cache.order)
print("get a:", cache.get("a") as Any)
print("put d")
cache.put("d", 4)
print(cache.order)
print("get b:", cache.get("b") as Any)
cache.put("c", 30)
print("put e")
cache.put("e", 5)
print(cache.order, "hits=\(cache.hits) misses=\(cache.misses)")
// expect: c=3,b=2,a=1
// expect: get a: Optional(1)
// expect: put d
// expect:   evicted node b
// expect: d=4,a=1,c=3
// expect: get b: nil
// expect: put e
// expect:   evicted node a
// expect: e=5,c=30,d=4 hits=1 misses=1
