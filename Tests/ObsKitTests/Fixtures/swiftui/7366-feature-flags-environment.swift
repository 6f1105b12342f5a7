// Feature flags in the environment, as posts on "environment-driven configuration" show them: an Equatable struct of
// flags declared with `@Entry`, set at the root from @State (a debug menu's toggles), read by the views that branch.
// What SwiftUI does: a view with `@Environment(\.key)` runs again only when the value it reads changed, by
// `compareValues` (rules §14.2). `CheckoutButton` reads the whole struct, so it runs when either flag changes;
// `PromoBadge` reads `\.featureFlags.showBadges`, a Bool, so it runs only when that flag changes. `AboutRow` has no
// environment property and gets an equal value from the root (rules §2.1), so it never runs again. The root's body read
// `flags` to set the environment, so each toggle runs it first (rules §3.5, §2.8).
// Sources: rules §2.1, §2.8, §3.5, §14.2, §15.14; https://developer.apple.com/documentation/swiftui/entry()
// https://developer.apple.com/documentation/swiftui/environment/init(_:)
import SwiftUI

struct FeatureFlags: Equatable {
    var oneTapCheckout = false
    var showBadges = true
}

extension EnvironmentValues {
    @Entry var featureFlags = FeatureFlags()
}

struct CheckoutButton: View {
    @Environment(\.featureFlags) private var flags

    var body: some View {
        let _ = print("CheckoutButton body: one-tap \(flags.oneTapCheckout)")
        Button(flags.oneTapCheckout ? "Pay now" : "Checkout") {
            print(flags.oneTapCheckout ? "paying in one tap" : "opening checkout")
        }
    }
}

struct PromoBadge: View {
    @Environment(\.featureFlags.showBadges) private var showBadges

    var body: some View {
        let _ = print("PromoBadge body: \(showBadges)")
        if showBadges {
            Text("NEW")
        }
    }
}

struct AboutRow: View {
    let version: String

    var body: some View {
        let _ = print("AboutRow body")
        Text("Version \(version)")
    }
}

struct FlagsRoot: View {
    @State private var flags = FeatureFlags()

    var body: some View {
        let _ = print("FlagsRoot body: \(flags.oneTapCheckout) \(flags.showBadges)")
        VStack {
            Toggle("One-tap checkout", isOn: $flags.oneTapCheckout)
            Toggle("Badges", isOn: $flags.showBadges)
            CheckoutButton()
            PromoBadge()
            AboutRow(version: "2.1")
        }
        .environment(\.featureFlags, flags)
    }
}

:mount FlagsRoot()
// expect: FlagsRoot body: false true
// expect: CheckoutButton body: one-tap false
// expect: PromoBadge body: true
// expect: AboutRow body
:tap "Checkout"
// expect: opening checkout
:toggle "One-tap checkout"
// expect: FlagsRoot body: true true
// expect: CheckoutButton body: one-tap true
:tap "Pay now"
// expect: paying in one tap
:toggle "Badges"
// expect: FlagsRoot body: true false
// expect: CheckoutButton body: one-tap true
// expect: PromoBadge body: false
