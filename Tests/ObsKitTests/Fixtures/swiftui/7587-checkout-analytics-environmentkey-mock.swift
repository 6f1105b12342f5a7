// Classic `EnvironmentKey` dependency injection (pre-`@Entry` posts): a protocol-typed analytics service with a no-op
// default, a printing mock injected at the top, and a different one for one subtree
// What SwiftUI does: an environment value set with `.environment(\.key, value)` reaches every view below, and an
// inner `.environment` overrides it for its own subtree (Apple `EnvironmentValues`; rules §14.2). The view model,
// made in `@State`'s initial expression, cannot read the environment, so the screen hands it the service in
// `onAppear`; the write goes to an `@ObservationIgnored` property and runs no body (rules §8.1). Appearance
// callbacks run after the update, parent before child (rules §10.3, §11.1). Mounted without the outer injection, the
// screen and its view model get the default, no-op service and print nothing, while the banner still has its own.
// Sources: rules §8.1, §10.3, §11.1, §14.2; Apple `EnvironmentKey`, `EnvironmentValues`
// https://developer.apple.com/documentation/swiftui/environmentkey https://developer.apple.com/documentation/swiftui/environmentvalues
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

protocol AnalyticsTracking: Sendable {
    func track(_ event: String)
}

struct NoopAnalytics: AnalyticsTracking {
    func track(_ event: String) {}
}

struct PrintingAnalytics: AnalyticsTracking {
    let channel: String

    func track(_ event: String) {
        print("[\(channel)] \(event)")
    }
}

private struct AnalyticsKey: EnvironmentKey {
    static let defaultValue: any AnalyticsTracking = NoopAnalytics()
}

extension EnvironmentValues {
    var analytics: any AnalyticsTracking {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}

@MainActor
@Observable
final class CheckoutViewModel {
    var total = 42
    @ObservationIgnored var analytics: any AnalyticsTracking = NoopAnalytics()

    func pay() {
        analytics.track("pay_tapped total=\(total)")
    }
}

struct PromoBanner: View {
    @Environment(\.analytics) private var analytics

    var body: some View {
        Button("Use code SPRING") { analytics.track("code_applied") }
            .onAppear { analytics.track("promo_viewed") }
    }
}

struct CheckoutScreen: View {
    @Environment(\.analytics) private var analytics
    @State private var viewModel = CheckoutViewModel()

    var body: some View {
        let _ = print("CheckoutScreen body")
        VStack {
            Text("Total: \(viewModel.total)")
            Button("Pay") { viewModel.pay() }
            PromoBanner()
                .environment(\.analytics, PrintingAnalytics(channel: "promo"))
        }
        .onAppear {
            viewModel.analytics = analytics
            analytics.track("checkout_viewed")
        }
    }
}

:mount CheckoutScreen().environment(\.analytics, PrintingAnalytics(channel: "app"))
// expect: CheckoutScreen body
// expect: [promo] promo_viewed
// expect: [app] checkout_viewed
:tap "Pay"
// expect: [app] pay_tapped total=42
:tap "Use code SPRING"
// expect: [promo] code_applied
:mount CheckoutScreen()
// expect: CheckoutScreen body
// expect: [promo] promo_viewed
:tap "Pay"
:tap "Use code SPRING"
// expect: [promo] code_applied
