// App model layer: a search view model with debounce and dedupe logic driven by explicit timestamps
struct SearchViewModel {
    let debounceMillis: Int
    let catalog: [String]
    private var pendingQuery: String?
    private var pendingSince = 0
    private var lastIssued: String?
    private(set) var requests: [String] = []
    private(set) var results: [String] = []

    init(debounceMillis: Int, catalog: [String]) {
        self.debounceMillis = debounceMillis
        self.catalog = catalog
    }

    mutating func queryChanged(_ text: String, at time: Int) {
        pendingQuery = text.trimmingCharactersWhitespace().lowercased()
        pendingSince = time
    }

    mutating func tick(at time: Int) {
        guard let query = pendingQuery, time - pendingSince >= debounceMillis else { return }
        pendingQuery = nil
        guard query.count >= 2 else { results = []; return }
        guard query != lastIssued else { return }
        lastIssued = query
        requests.append("\(time):\(query)")
        results = catalog.filter { $0.lowercased().contains(query) }.sorted()
    }
}

extension String {
    func trimmingCharactersWhitespace() -> String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}

var vm = SearchViewModel(debounceMillis: 300, catalog: ["Swift", "SwiftUI", "Combine", "Core Data", "Swift Charts", "CloudKit"])
let keystrokes: [(Int, String)] = [
    (0, "s"), (80, "sw"), (150, "swi"), (200, "swif"), (900, "swift"), (1300, "swift "),
    (2000, "co"), (2100, "c"), (2500, "cl"),
]
var events = keystrokes.map { (time: $0.0, text: Optional($0.1)) }
for t in stride(from: 0, through: 3000, by: 100) where !keystrokes.contains(where: { $0.0 == t }) {
    events.append((t, nil))
}
events.sort { $0.time < $1.time }
var lastShown: [String] = []
for event in events {
    if let text = event.text { vm.queryChanged(text, at: event.time) }
    vm.tick(at: event.time)
    if vm.results != lastShown {
        print("t=\(event.time) results: \(vm.results)")
        lastShown = vm.results
    }
}
print("requests: \(vm.requests)")

// expect: t=500 results: ["Swift", "Swift Charts", "SwiftUI"]
// expect: t=2400 results: []
// expect: t=2800 results: ["CloudKit"]
// expect: requests: ["500:swif", "1200:swift", "2800:cl"]
