// Two badge slots side by side: one returns `AnyView` from both branches of an `if/else`, the other is a
// @ViewBuilder property with the same `if/else`, the comparison a Swift Forums thread on AnyView asks about.
// What SwiftUI does: Apple's AnyView page says the hierarchy is destroyed "whenever the type of view used with an
// AnyView changes"; here both branches wrap the same type, BadgeCounter, so the erased slot keeps its node and its
// @State, and only gets a new tint (its value differs, so its body runs: rules §2.7) [I from Apple's AnyView page].
// The @ViewBuilder slot is `_ConditionalContent`: flipping the condition destroys the "Sun" node and makes a "Moon"
// node with a fresh count (rules §1.1), with onDisappear (old) then onAppear (new) after the update (rules §11.1).
// Sources: rules §1.1, §1.4, §2.7, §11.1; https://developer.apple.com/documentation/swiftui/anyview;
// WWDC21 "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct BadgeCounter: View {
    let tint: String
    @State private var count = 0

    var body: some View {
        let _ = print("BadgeCounter body: \(tint) \(count)")
        Button("\(tint) badge \(count)") { count += 1 }
            .onAppear { print("BadgeCounter appear: \(tint)") }
            .onDisappear { print("BadgeCounter disappear: \(tint)") }
    }
}

struct ThemedPanel: View {
    @State private var dark = false

    var body: some View {
        let _ = print("ThemedPanel body: dark=\(dark)")
        VStack {
            erasedBadge
            builtBadge
            Button("Toggle theme") { dark.toggle() }
        }
    }

    var erasedBadge: AnyView {
        if dark {
            return AnyView(BadgeCounter(tint: "Night"))
        } else {
            return AnyView(BadgeCounter(tint: "Day"))
        }
    }

    @ViewBuilder
    var builtBadge: some View {
        if dark {
            BadgeCounter(tint: "Moon")
        } else {
            BadgeCounter(tint: "Sun")
        }
    }
}

:mount ThemedPanel()
// expect: ThemedPanel body: dark=false
// expect: BadgeCounter body: Day 0
// expect: BadgeCounter body: Sun 0
// expect: BadgeCounter appear: Day
// expect: BadgeCounter appear: Sun
:tap "Day badge 0"
// expect: BadgeCounter body: Day 1
:tap "Sun badge 0"
// expect: BadgeCounter body: Sun 1
:tap "Toggle theme"
// expect: ThemedPanel body: dark=true
// expect: BadgeCounter body: Night 1
// expect: BadgeCounter body: Moon 0
// expect: BadgeCounter disappear: Sun
// expect: BadgeCounter appear: Moon
