// Tutorial style (show and hide with a transition): a button flips @State inside withAnimation; the card inserted by `if` runs its body after the parent's and appears, and is removed with onDisappear; the transition only changes the looks (rules §1.1, §11.1, §15.15, §12.1, §3.4)
import SwiftUI

struct DetailCard: View {
    var body: some View {
        let _ = print("DetailCard body")
        Text("Here are the details")
            .padding()
            .background(.yellow)
            .onAppear { print("DetailCard appeared") }
            .onDisappear { print("DetailCard disappeared") }
    }
}

struct ContentView: View {
    @State private var showDetails = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(spacing: 20) {
            Button(showDetails ? "Hide details" : "Show details") {
                withAnimation {
                    showDetails.toggle()
                }
                print("tapped, showDetails = \(showDetails)")
            }
            if showDetails {
                DetailCard()
                    .transition(.scale.combined(with: .opacity))
            }
        }
    }
}

:mount ContentView()
// expect: ContentView: @self, @identity, _showDetails changed.
:tap "Show details"
// expect: tapped, showDetails = true
// expect: ContentView: _showDetails changed.
// expect: DetailCard body
// expect: DetailCard appeared
:tap "Hide details"
// expect: tapped, showDetails = false
// expect: ContentView: _showDetails changed.
// expect: DetailCard disappeared
:tap "Show details"
// expect: tapped, showDetails = true
// expect: ContentView: _showDetails changed.
// expect: DetailCard body
// expect: DetailCard appeared
