// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (a view shown by `if` runs onDisappear after it leaves the interface when the condition turns false, and onAppear again when it is inserted again)
import SwiftUI

struct DetailPanel: View {
    var body: some View {
        Text("Details")
            .onAppear { print("details appeared") }
            .onDisappear { print("details disappeared") }
    }
}

struct ContentView: View {
    @State private var showDetails = false

    var body: some View {
        VStack {
            Button(showDetails ? "Hide Details" : "Show Details") {
                showDetails.toggle()
                print("showDetails = \(showDetails)")
            }
            if showDetails {
                DetailPanel()
            }
        }
    }
}

:mount ContentView()
:tap "Show Details"
:tap "Hide Details"
:tap "Show Details"
// expect: showDetails = true
// expect: details appeared
// expect: showDetails = false
// expect: details disappeared
// expect: showDetails = true
// expect: details appeared
