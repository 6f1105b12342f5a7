// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (SwiftUI initializes state storage once per view instance: navigating back removes the pushed view, so pushing the same value again makes a new view whose @State starts over)
import SwiftUI

struct ScoreCounter: View {
    let title: String
    @State private var taps = 0

    var body: some View {
        Button("Tap \(title)") {
            taps += 1
            print("\(title) taps \(taps)")
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open counter", value: "Scores")
                .navigationDestination(for: String.self) { title in
                    ScoreCounter(title: title)
                }
        }
    }
}

:mount HomeView()
:tap "Open counter"
:tap "Tap Scores"
:tap "Tap Scores"
:back
:tap "Open counter"
:tap "Tap Scores"
// expect: Scores taps 1
// expect: Scores taps 2
// expect: Scores taps 1
