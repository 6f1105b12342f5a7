// App code style: search-as-you-type with a debouncer and a cancellable request scheduler on a virtual clock
final class VirtualScheduler {
    private(set) var now = 0
    private var queue: [(id: Int, time: Int, action: () -> Void)] = []
    private var nextID = 0

    @discardableResult
    func schedule(after delay: Int, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        queue.append((nextID, now + delay, action))
        return nextID
    }

    func cancel(_ id: Int) { queue.removeAll { $0.id == id } }

    func advance(to time: Int) {
        while let next = queue.enumerated().min(by: { ($0.element.time, $0.element.id) < ($1.element.time, $1.element.id) }),
              next.element.time <= time {
            queue.remove(at: next.offset)
            now = next.element.time
            next.element.action()
        }
        now = time
    }

    var pending: Int { queue.count }
}

final class Debouncer {
    private let scheduler: VirtualScheduler
    private let delay: Int
    private var pendingID: Int?
    init(scheduler: VirtualScheduler, delay: Int) { self.scheduler = scheduler; self.delay = delay }

    func call(_ action: @escaping () -> Void) {
        if let pendingID { scheduler.cancel(pendingID) }
        pendingID = scheduler.schedule(after: delay) { [weak self] in
            self?.pendingID = nil
            action()
        }
    }
}

final class SearchViewModel {
    let scheduler: VirtualScheduler
    private let debouncer: Debouncer
    private var inFlight: (query: String, id: Int)?
    private let catalog = ["apple", "apricot", "banana", "blueberry", "blackberry", "cherry", "grape", "grapefruit"]
    private(set) var results: [String] = []
    private(set) var requestCount = 0

    init(scheduler: VirtualScheduler) {
        self.scheduler = scheduler
        debouncer = Debouncer(scheduler: scheduler, delay: 300)
    }

    func type(_ text: String) {
        print("t=\(scheduler.now) typed '\(text)'")
        debouncer.call { [weak self] in self?.search(text) }
    }

    private func search(_ query: String) {
        if let inFlight {
            scheduler.cancel(inFlight.id)
            print("t=\(scheduler.now) cancel request '\(inFlight.query)'")
        }
        guard query.count >= 2 else {
            results = []
            print("t=\(scheduler.now) query '\(query)' too short, cleared")
            return
        }
        requestCount += 1
        print("t=\(scheduler.now) request '\(query)'")
        let latency = 100 + query.count * 50
        let id = scheduler.schedule(after: latency) { [weak self] in
            guard let self else { return }
            self.inFlight = nil
            self.results = self.catalog.filter { $0.hasPrefix(query) }
            print("t=\(self.scheduler.now) results for '\(query)': \(self.results)")
        }
        inFlight = (query, id)
    }
}

let scheduler = VirtualScheduler()
let search = SearchViewModel(scheduler: scheduler)

let keystrokes: [(Int, String)] = [(0, "b"), (120, "bl"), (250, "bla"), (900, "gr"), (1_150, "gra"), (1_300, "grap"), (2_000, "a"), (2_100, ""), (3_000, "ap")]
for (time, text) in keystrokes {
    scheduler.advance(to: time)
    search.type(text)
}
scheduler.advance(to: 5_000)
print("requests sent:", search.requestCount, "pending:", scheduler.pending, "final:", search.results)

// expect: t=0 typed 'b'
// expect: t=120 typed 'bl'
// expect: t=250 typed 'bla'
// expect: t=550 request 'bla'
// expect: t=800 results for 'bla': ["blackberry"]
// expect: t=900 typed 'gr'
// expect: t=1150 typed 'gra'
// expect: t=1300 typed 'grap'
// expect: t=1600 request 'grap'
// expect: t=1900 results for 'grap': ["grape", "grapefruit"]
// expect: t=2000 typed 'a'
// expect: t=2100 typed ''
// expect: t=2400 query '' too short, cleared
// expect: t=3000 typed 'ap'
// expect: t=3300 request 'ap'
// expect: t=3500 results for 'ap': ["apple", "apricot"]
// expect: requests sent: 3 pending: 0 final: ["apple", "apricot"]
