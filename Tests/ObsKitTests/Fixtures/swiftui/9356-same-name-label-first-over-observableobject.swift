// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (the same name label, first over an ObservableObject, then over an @Observable class: only the old one re-renders when a property it doesn't read changes)
// Apple's migration guide lists, among Observation's benefits, "Updating views based on changes to the observable
// properties that a view's body reads instead of any property changes that occur to an observable object".
// With ObservableObject, ObservedObject "invalidates a view whenever the observable object changes": any @Published
// change re-runs the label. With @Observable, the label reads only `name`, so a change to `visits` leaves it alone.
// - The ObservableObject version: mount, then "Visit": the label's body runs again though the name didn't change.
// - The @Observable version: mount, then "Visit": nothing runs.
import SwiftUI

final class LegacyProfile: ObservableObject {
    @Published var name = "Ada"
    @Published var visits = 0
}

struct LegacyNameLabel: View {
    @ObservedObject var profile: LegacyProfile

    var body: some View {
        let _ = print("legacy label: \(profile.name)")
        Text(profile.name)
    }
}

struct LegacyScreen: View {
    @StateObject private var profile = LegacyProfile()

    var body: some View {
        VStack {
            LegacyNameLabel(profile: profile)
            Button("Visit") { profile.visits += 1 }
        }
    }
}

@Observable
final class ModernProfile {
    var name = "Ada"
    var visits = 0
}

struct ModernNameLabel: View {
    let profile: ModernProfile

    var body: some View {
        let _ = print("modern label: \(profile.name)")
        Text(profile.name)
    }
}

struct ModernScreen: View {
    @State private var profile = ModernProfile()

    var body: some View {
        VStack {
            ModernNameLabel(profile: profile)
            Button("Visit") { profile.visits += 1 }
        }
    }
}

:mount LegacyScreen()
// expect: legacy label: Ada
:tap "Visit"
// expect: legacy label: Ada
:mount ModernScreen()
// expect: modern label: Ada
:tap "Visit"
