// An analytics client injected with a hand-written `EnvironmentKey` (the pre-`@Entry` spelling every DI blog post shows),
// with a recording implementation swapped in for one part of the screen, as a UI test or a preview would.
// What SwiftUI does: `@Environment(\.analytics)` reads the nearest value set above the view, else the key's
// `defaultValue` (Apple `environmentkey`, `environmentvalues`). The closure stored in the value runs when a button's
// action calls it; calling it changes no view state, so no body runs after a tap (rules §0.2). The recorder is a plain
// class: nothing observes it.
// Sources: rules §0.2, §14.2; https://developer.apple.com/documentation/swiftui/environmentkey
// https://developer.apple.com/documentation/swiftui/environmentvalues
import SwiftUI

struct AnalyticsClient {
    var track: (String) -> Void
}

private struct AnalyticsKey: EnvironmentKey {
    static let defaultValue = AnalyticsClient { event in
        print("[console] \(event)")
    }
}

extension EnvironmentValues {
    var analytics: AnalyticsClient {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}

final class EventRecorder {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
        print("[recorder] \(event) (\(events.count) so far)")
    }
}

struct BuyButton: View {
    let product: String
    @Environment(\.analytics) private var analytics

    var body: some View {
        let _ = print("BuyButton body: \(product)")
        Button("Buy \(product)") {
            analytics.track("buy_\(product.lowercased())")
        }
    }
}

struct Storefront: View {
    let recorder: EventRecorder

    var body: some View {
        let _ = print("Storefront body")
        VStack {
            BuyButton(product: "Tea")
            VStack {
                BuyButton(product: "Cake")
                BuyButton(product: "Scone")
            }
            .environment(\.analytics, AnalyticsClient(track: recorder.record))
        }
    }
}

:mount Storefront(recorder: EventRecorder())
// expect: Storefront body
// expect: BuyButton body: Tea
// expect: BuyButton body: Cake
// expect: BuyButton body: Scone
:tap "Buy Tea"
// expect: [console] buy_tea
:tap "Buy Cake"
// expect: [recorder] buy_cake (1 so far)
:tap "Buy Scone"
// expect: [recorder] buy_scone (2 so far)
:tap "Buy Tea"
// expect: [console] buy_tea
