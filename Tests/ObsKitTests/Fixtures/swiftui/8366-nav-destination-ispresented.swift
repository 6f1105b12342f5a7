// SwiftUI from Apple's documentation: navigationDestination(isPresented:destination:)
// Source: developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:):
// "Associates a destination view with a binding that can be used to push the view onto a
// NavigationStack"; isPresented: "A binding to a Boolean value that indicates whether destination
// is currently presented." Navigating back removes the view, so the binding reads false again.
import SwiftUI

struct ColorDetail: View {
    var body: some View {
        Text("Mint")
            .onAppear { print("detail appears") }
    }
}

struct ContentView: View {
    @State private var showDetails = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Show details") { showDetails = true }
                Button("Status") { print("showDetails \(showDetails)") }
            }
            .navigationDestination(isPresented: $showDetails) {
                ColorDetail()
            }
        }
    }
}

:mount ContentView()
:tap "Status"
:tap "Show details"
:back
:tap "Status"
:tap "Show details"

// expect: showDetails false
// expect: detail appears
// expect: showDetails false
// expect: detail appears
