// SwiftUI from Apple's documentation: NavigationStack — a popped view's @State does not survive
// Sources: developer.apple.com/documentation/swiftui/navigationstack: "Navigating back removes the
// detail view". WWDC21 "Demystify SwiftUI" (developer.apple.com/videos/play/wwdc2021/10022): a view's
// state lifetime is the lifetime of the view ("state lifetime = view lifetime"); a view pushed again
// is a new view, whose State starts from its initial value (State: "SwiftUI manages the property's
// storage").
import SwiftUI

struct CounterPage: View {
    let title: String
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("\(title): \(taps)")
            Button("Tap") {
                taps += 1
                print("\(title) taps \(taps)")
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open counter", value: "Counter")
                .navigationDestination(for: String.self) { title in
                    CounterPage(title: title)
                }
        }
    }
}

:mount ContentView()
:tap "Open counter"
:tap "Tap"
:tap "Tap"
:back
:tap "Open counter"
:tap "Tap"

// expect: Counter taps 1
// expect: Counter taps 2
// expect: Counter taps 1
