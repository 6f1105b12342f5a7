// Compiler test style: mutating methods on struct-typed properties of classes, observers and let-bound references
struct Counter {
    var count = 0
    var history: [Int] = []
    mutating func increment(by n: Int = 1) {
        count += n
        history.append(count)
    }
    mutating func reset() { self = Counter() }
}

final class Tracker {
    var hits = Counter() {
        didSet { print("  hits didSet: \(oldValue.count) -> \(hits.count)") }
    }
    var misses = Counter()
    var ratio: Counter {
        get { Counter(count: hits.count - misses.count, history: []) }
        set { print("  ratio set to \(newValue.count)"); hits.count = newValue.count + misses.count }
    }
}

let tracker = Tracker()
print("increment hits")
tracker.hits.increment()
tracker.hits.increment(by: 4)
print("increment misses (no observer)")
tracker.misses.increment(by: 2)
print("mutate computed ratio")
tracker.ratio.increment(by: 10)
print("hits now \(tracker.hits.count), history \(tracker.hits.history)")

var copy = tracker.hits
copy.increment(by: 100)
print("copy \(copy.count) original \(tracker.hits.count)")

let alias = tracker
alias.misses.reset()
print("misses via alias reset: \(tracker.misses.count) \(tracker.misses.history)")

struct Wrapper { var tracker: Tracker; var local = Counter() }
let w = Wrapper(tracker: tracker)
w.tracker.hits.increment(by: 1)
print("through let struct: \(tracker.hits.count)")
// expect: increment hits
// expect:   hits didSet: 0 -> 1
// expect:   hits didSet: 1 -> 5
// expect: increment misses (no observer)
// expect: mutate computed ratio
// expect:   ratio set to 13
// expect:   hits didSet: 5 -> 15
// expect: hits now 15, history [1, 5]
// expect: copy 115 original 15
// expect: misses via alias reset: 0 []
// expect:   hits didSet: 15 -> 16
// expect: through let struct: 16
