// LeetCode style (design with binary search): a time-based key-value store with [String: [(Int, String)]], a snapshot array, and a simple rate-limited logger
class TimeMap {
    private var store: [String: [(timestamp: Int, value: String)]] = [:]

    func set(_ key: String, _ value: String, _ timestamp: Int) {
        store[key, default: []].append((timestamp, value))
    }

    func get(_ key: String, _ timestamp: Int) -> String {
        guard let entries = store[key] else { return "" }
        var lo = 0, hi = entries.count - 1
        var answer = ""
        while lo <= hi {
            let mid = lo + (hi - lo) / 2
            if entries[mid].timestamp <= timestamp {
                answer = entries[mid].value
                lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        return answer
    }
}

class SnapshotArray {
    private var history: [[(snap: Int, val: Int)]]
    private var snapId = 0
    init(_ length: Int) { history = Array(repeating: [(0, 0)], count: length) }
    func set(_ index: Int, _ val: Int) {
        if history[index].last!.snap == snapId {
            history[index][history[index].count - 1].val = val
        } else {
            history[index].append((snapId, val))
        }
    }
    func snap() -> Int { snapId += 1; return snapId - 1 }
    func get(_ index: Int, _ snap_id: Int) -> Int {
        let h = history[index]
        var lo = 0, hi = h.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if h[mid].snap <= snap_id { lo = mid } else { hi = mid - 1 }
        }
        return h[lo].val
    }
}

class Logger {
    private var lastPrinted: [String: Int] = [:]
    func shouldPrintMessage(_ timestamp: Int, _ message: String) -> Bool {
        if let t = lastPrinted[message], timestamp - t < 10 { return false }
        lastPrinted[message] = timestamp
        return true
    }
}

let tm = TimeMap()
tm.set("foo", "bar", 1)
print(tm.get("foo", 1), tm.get("foo", 3))
tm.set("foo", "bar2", 4)
print(tm.get("foo", 4), tm.get("foo", 5), "[\(tm.get("foo", 0))]", "[\(tm.get("baz", 9))]")

let snapArr = SnapshotArray(3)
snapArr.set(0, 5)
print(snapArr.snap())
snapArr.set(0, 6)
snapArr.set(0, 7)
print(snapArr.get(0, 0), snapArr.snap(), snapArr.get(0, 1), snapArr.get(1, 1))

let logger = Logger()
let calls = [(1, "foo"), (2, "bar"), (3, "foo"), (8, "bar"), (10, "foo"), (11, "foo")]
print(calls.map { logger.shouldPrintMessage($0.0, $0.1) })

// expect: bar bar
// expect: bar2 bar2 [] []
// expect: 0
// expect: 5 1 7 0
// expect: [true, true, false, false, false, true]
