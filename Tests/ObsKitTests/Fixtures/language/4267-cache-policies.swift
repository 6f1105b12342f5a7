// App code style: generic cache with swappable eviction policies defined by a protocol
protocol EvictionPolicy {
    associatedtype Key: Hashable
    var name: String { get }
    mutating func recordInsert(_ key: Key)
    mutating func recordAccess(_ key: Key)
    mutating func victim() -> Key?
    mutating func remove(_ key: Key)
}

struct FIFOPolicy<Key: Hashable>: EvictionPolicy {
    private var order: [Key] = []
    var name: String { "FIFO" }
    mutating func recordInsert(_ key: Key) { order.append(key) }
    mutating func recordAccess(_ key: Key) {}
    mutating func victim() -> Key? { order.first }
    mutating func remove(_ key: Key) { order.removeAll { $0 == key } }
}

struct LRUPolicy<Key: Hashable>: EvictionPolicy {
    private var order: [Key] = []
    var name: String { "LRU" }
    mutating func recordInsert(_ key: Key) { order.append(key) }
    mutating func recordAccess(_ key: Key) {
        if let i = order.firstIndex(of: key) { order.append(order.remove(at: i)) }
    }
    mutating func victim() -> Key? { order.first }
    mutating func remove(_ key: Key) { order.removeAll { $0 == key } }
}

struct LFUPolicy<Key: Hashable & Comparable>: EvictionPolicy {
    private var uses: [Key: Int] = [:]
    private var tick = 0
    private var lastUse: [Key: Int] = [:]
    var name: String { "LFU" }
    mutating func recordInsert(_ key: Key) { uses[key] = 1; touch(key) }
    mutating func recordAccess(_ key: Key) { uses[key, default: 0] += 1; touch(key) }
    private mutating func touch(_ key: Key) { tick += 1; lastUse[key] = tick }
    mutating func victim() -> Key? {
        uses.keys.min { (uses[$0]!, lastUse[$0]!) < (uses[$1]!, lastUse[$1]!) }
    }
    mutating func remove(_ key: Key) { uses[key] = nil; lastUse[key] = nil }
}

struct Cache<Policy: EvictionPolicy, Value> {
    typealias Key = Policy.Key
    private var storage: [Key: Value] = [:]
    private var policy: Policy
    let capacity: Int
    private(set) var evictions: [Key] = []
    private(set) var hits = 0

    init(capacity: Int, policy: Policy) {
        self.capacity = capacity
        self.policy = policy
    }

    var policyName: String { policy.name }

    mutating func get(_ key: Key) -> Value? {
        guard let v = storage[key] else { return nil }
        hits += 1
        policy.recordAccess(key)
        return v
    }

    mutating func put(_ key: Key, _ value: Value) {
        if storage[key] != nil {
            storage[key] = value
            policy.recordAccess(key)
            return
        }
        if storage.count >= capacity, let out = policy.victim() {
            storage[out] = nil
            policy.remove(out)
            evictions.append(out)
        }
        storage[key] = value
        policy.recordInsert(key)
    }

}

extension Cache where Key: Comparable {
    var sortedKeys: [Key] { storage.keys.sorted() }
}

func simulate<P: EvictionPolicy>(_ policy: P, requests: [P.Key]) -> String where P.Key: Comparable {
    var cache = Cache<P, String>(capacity: 3, policy: policy)
    for key in requests where cache.get(key) == nil {
        cache.put(key, "value-\(key)")
    }
    return "\(cache.policyName): hits \(cache.hits)/\(requests.count), evicted \(cache.evictions), holds \(cache.sortedKeys)"
}

let pattern = ["a", "b", "c", "a", "d", "a", "b", "e", "a", "b", "c", "d"]
print(simulate(FIFOPolicy<String>(), requests: pattern))
print(simulate(LRUPolicy<String>(), requests: pattern))
print(simulate(LFUPolicy<String>(), requests: pattern))

let scan = (1...8).map { $0 % 4 + 1 }
print("scan: \(scan)")
print(simulate(FIFOPolicy<Int>(), requests: scan))
print(simulate(LRUPolicy<Int>(), requests: scan))
print(simulate(LFUPolicy<Int>(), requests: scan))

var manual = Cache<LRUPolicy<Int>, String>(capacity: 2, policy: LRUPolicy())
manual.put(1, "one")
manual.put(2, "two")
_ = manual.get(1)
manual.put(3, "three")
manual.put(1, "uno")
print("manual: \(manual.sortedKeys), get(1)=\(manual.get(1) ?? "nil"), get(2)=\(manual.get(2) ?? "nil")")
print("manual evictions: \(manual.evictions)")
print("policy names: \([FIFOPolicy<Int>().name, LRUPolicy<Int>().name, LFUPolicy<Int>().name].joined(separator: "/"))")

// expect: FIFO: hits 3/12, evicted ["a", "b", "c", "d", "a", "b"], holds ["c", "d", "e"]
// expect: LRU: hits 4/12, evicted ["b", "c", "d", "e", "a"], holds ["b", "c", "d"]
// expect: LFU: hits 4/12, evicted ["b", "c", "d", "e", "c"], holds ["a", "b", "d"]
// expect: scan: [2, 3, 4, 1, 2, 3, 4, 1]
// expect: FIFO: hits 0/8, evicted [2, 3, 4, 1, 2], holds [1, 3, 4]
// expect: LRU: hits 0/8, evicted [2, 3, 4, 1, 2], holds [1, 3, 4]
// expect: LFU: hits 0/8, evicted [2, 3, 4, 1, 2], holds [1, 3, 4]
// expect: manual: [1, 3], get(1)=uno, get(2)=nil
// expect: manual evictions: [2]
// expect: policy names: FIFO/LRU/LFU
