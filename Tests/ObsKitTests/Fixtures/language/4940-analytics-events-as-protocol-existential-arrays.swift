// App code style: analytics events as a protocol with existential arrays, sorted parameters and per-sink filtering
protocol AnalyticsEvent {
    var name: String { get }
    var parameters: [String: String] { get }
    var isSensitive: Bool { get }
}

extension AnalyticsEvent {
    var isSensitive: Bool { false }
    var rendered: String {
        let params = parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }
        return params.isEmpty ? name : "\(name) {\(params.joined(separator: ", "))}"
    }
}

struct ScreenView: AnalyticsEvent {
    let screen: String
    var name: String { "screen_view" }
    var parameters: [String: String] { ["screen": screen] }
}

struct Purchase: AnalyticsEvent {
    let sku: String
    let cents: Int
    let coupon: String?
    var name: String { "purchase" }
    var parameters: [String: String] {
        var p = ["sku": sku, "value": "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"]
        if let coupon { p["coupon"] = coupon }
        return p
    }
}

struct SignIn: AnalyticsEvent {
    let email: String
    let method: String
    var name: String { "sign_in" }
    var parameters: [String: String] { ["method": method, "email": email] }
    var isSensitive: Bool { true }
}

struct AppLaunch: AnalyticsEvent {
    var name: String { "app_launch" }
    var parameters: [String: String] { [:] }
}

protocol AnalyticsSink: AnyObject {
    var label: String { get }
    func receive(_ event: any AnalyticsEvent)
}

final class ConsoleSink: AnalyticsSink {
    let label = "console"
    func receive(_ event: any AnalyticsEvent) { print("[console] \(event.rendered)") }
}

final class RemoteSink: AnalyticsSink {
    let label = "remote"
    private(set) var batch: [String] = []
    func receive(_ event: any AnalyticsEvent) {
        guard !event.isSensitive else { return }
        batch.append(event.name)
    }
}

final class Tracker {
    private var sinks: [any AnalyticsSink] = []
    private(set) var history: [any AnalyticsEvent] = []
    func add(_ sink: any AnalyticsSink) { sinks.append(sink) }
    func track(_ event: some AnalyticsEvent) {
        history.append(event)
        sinks.forEach { $0.receive(event) }
    }
}

let tracker = Tracker()
let remote = RemoteSink()
tracker.add(ConsoleSink())
tracker.add(remote)

tracker.track(AppLaunch())
tracker.track(ScreenView(screen: "home"))
tracker.track(SignIn(email: "a@b.co", method: "apple"))
tracker.track(ScreenView(screen: "product/12"))
tracker.track(Purchase(sku: "SKU-12", cents: 2_405, coupon: "SPRING"))
tracker.track(Purchase(sku: "SKU-3", cents: 999, coupon: nil))

print("remote batch:", remote.batch)
let purchases = tracker.history.compactMap { $0 as? Purchase }
print("revenue cents:", purchases.reduce(0) { $0 + $1.cents })
let counts = tracker.history.reduce(into: [String: Int]()) { $0[$1.name, default: 0] += 1 }
print(counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key):\($0.value)" })
let screens = tracker.history.compactMap { ($0 as? ScreenView)?.screen }
print("screens:", screens)
print("sensitive:", tracker.history.filter(\.isSensitive).map(\.name))
let allSinks: [any AnalyticsSink] = [ConsoleSink(), remote]
let sinkLabels = allSinks.map { $0.label }
print(sinkLabels, type(of: tracker.history[2]), tracker.history[4] is Purchase)

// expect: [console] app_launch
// expect: [console] screen_view {screen=home}
// expect: [console] sign_in {email=a@b.co, method=apple}
// expect: [console] screen_view {screen=product/12}
// expect: [console] purchase {coupon=SPRING, sku=SKU-12, value=24.05}
// expect: [console] purchase {sku=SKU-3, value=9.99}
// expect: remote batch: ["app_launch", "screen_view", "screen_view", "purchase", "purchase"]
// expect: revenue cents: 3404
// expect: ["purchase:2", "screen_view:2", "app_launch:1", "sign_in:1"]
// expect: screens: ["home", "product/12"]
// expect: sensitive: ["sign_in"]
// expect: ["console", "remote"] SignIn true
