// Chris Eidhof-style blog post: a child handed `Binding(get:set:)` runs at every parent render, one handed `$name` does not
// What SwiftUI does: each run of the parent's body builds both children again (rules §2.6). `$name` reuses the state's
// location and is equal while the value is (rules §2.5), so `PlainBadge` keeps its body. The get/set binding is a new
// pair of closures at every render and always differs (rules §2.5), so `LoudBadge` runs again each time, although
// nothing it shows changed. Only `refreshes` changes here.
// Sources: rules §2.5, §2.6, §2.7; https://chris.eidhof.nl/post/binding-with-get-set/
// https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct PlainBadge: View {
    @Binding var name: String

    var body: some View {
        let _ = print("PlainBadge body: \(name)")
        Text(name)
    }
}

struct LoudBadge: View {
    @Binding var name: String

    var body: some View {
        let _ = print("LoudBadge body: \(name)")
        Text(name)
    }
}

struct BadgeScreen: View {
    @State private var name = "ada"
    @State private var refreshes = 0

    var body: some View {
        let _ = print("BadgeScreen body: refresh \(refreshes)")
        let loud = Binding(
            get: { name.uppercased() },
            set: { name = $0.lowercased() }
        )
        VStack {
            PlainBadge(name: $name)
            LoudBadge(name: loud)
            Button("Refresh") { refreshes += 1 }
        }
    }
}

:mount BadgeScreen()
// expect: BadgeScreen body: refresh 0
// expect: PlainBadge body: ada
// expect: LoudBadge body: ADA
:tap "Refresh"
// expect: BadgeScreen body: refresh 1
// expect: LoudBadge body: ADA
:tap "Refresh"
// expect: BadgeScreen body: refresh 2
// expect: LoudBadge body: ADA
