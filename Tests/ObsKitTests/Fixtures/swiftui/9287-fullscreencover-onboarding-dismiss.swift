// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:) (first-run onboarding in a full-screen cover, closed with the dismiss action; onDismiss runs after)
// A full-screen cover covers the whole screen and has no swipe-to-dismiss: it closes when the binding is set to
// false or when its content calls `@Environment(\.dismiss)`. Dismissing through either way sets the binding
// to false and runs `onDismiss`.
// - "Show tour" presents the cover; "Get started" inside calls dismiss(): onDismiss prints.
// - Shown again, a swipe can't close it.
import SwiftUI

struct OnboardingView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Welcome to Trails")
            Button("Get started") { dismiss() }
        }
    }
}

struct TrailsHome: View {
    @State private var showingTour = false
    @State private var tours = 0

    var body: some View {
        Button("Show tour") {
            tours += 1
            showingTour = true
        }
        .fullScreenCover(isPresented: $showingTour, onDismiss: { print("tour \(tours) finished") }) {
            OnboardingView()
        }
    }
}

:mount TrailsHome()
:tap "Show tour"
:tap "Get started"
// expect: tour 1 finished
:tap "Show tour"
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
