// App model layer: dependency injection through initializers and protocols for a profile view model
protocol Clock { var nowSeconds: Int { get } }
protocol ProfileAPI { func fetchName(userID: Int) -> String? }
protocol Analytics: AnyObject { func track(_ event: String) }

struct FixedClock: Clock { let nowSeconds: Int }

struct StubAPI: ProfileAPI {
    let names: [Int: String]
    func fetchName(userID: Int) -> String? { names[userID] }
}

final class RecordingAnalytics: Analytics {
    private(set) var events: [String] = []
    func track(_ event: String) { events.append(event) }
}

final class ProfileViewModel {
    private let api: ProfileAPI
    private let clock: Clock
    private let analytics: Analytics
    private let cacheLifetime: Int
    private var cache: [Int: (name: String, fetchedAt: Int)] = [:]

    init(api: ProfileAPI, clock: Clock, analytics: Analytics, cacheLifetime: Int = 60) {
        self.api = api
        self.clock = clock
        self.analytics = analytics
        self.cacheLifetime = cacheLifetime
    }

    func title(for userID: Int) -> String {
        if let cached = cache[userID], clock.nowSeconds - cached.fetchedAt < cacheLifetime {
            analytics.track("cache_hit:\(userID)")
            return "Hello, \(cached.name)"
        }
        guard let name = api.fetchName(userID: userID) else {
            analytics.track("not_found:\(userID)")
            return "Unknown user"
        }
        cache[userID] = (name, clock.nowSeconds)
        analytics.track("fetched:\(userID)")
        return "Hello, \(name)"
    }
}

final class MutableClock: Clock {
    var nowSeconds = 1_000
}

let api = StubAPI(names: [1: "Ada", 2: "Linus"])
let clock = MutableClock()
let analytics = RecordingAnalytics()
let viewModel = ProfileViewModel(api: api, clock: clock, analytics: analytics, cacheLifetime: 30)

print(viewModel.title(for: 1))
clock.nowSeconds += 10
print(viewModel.title(for: 1))
print(viewModel.title(for: 3))
clock.nowSeconds += 25
print(viewModel.title(for: 1))
print(viewModel.title(for: 2))
print(analytics.events.joined(separator: " "))

let frozen = ProfileViewModel(api: StubAPI(names: [:]), clock: FixedClock(nowSeconds: 0), analytics: analytics)
print(frozen.title(for: 1))
print("events recorded: \(analytics.events.count)")

// expect: Hello, Ada
// expect: Hello, Ada
// expect: Unknown user
// expect: Hello, Ada
// expect: Hello, Linus
// expect: fetched:1 cache_hit:1 not_found:3 fetched:1 fetched:2
// expect: Unknown user
// expect: events recorded: 6
