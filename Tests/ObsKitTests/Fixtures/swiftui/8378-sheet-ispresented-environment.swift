// SwiftUI from Apple's documentation: EnvironmentValues.isPresented inside presented content
// Source: developer.apple.com/documentation/swiftui/environmentvalues/ispresented: "A Boolean value
// that indicates whether the view associated with this environment is currently presented." Read it
// "inside a view if you need to know when SwiftUI presents that view". Sheet content is presented by
// sheet(isPresented:onDismiss:content:); a pushed NavigationStack view is presented too (the same page
// contrasts it with onAppear "when you navigate back to a view that's already in the navigation
// hierarchy").
import SwiftUI

struct PresentedProbe: View {
    let place: String
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button("Probe \(place)") { print("\(place): isPresented \(isPresented)") }
    }
}

struct ContentView: View {
    @State private var showSheet = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Open sheet") { showSheet = true }
                NavigationLink("Push page") { PresentedProbe(place: "pushed page") }
            }
            .sheet(isPresented: $showSheet) {
                PresentedProbe(place: "sheet")
            }
        }
    }
}

:mount ContentView()
:tap "Open sheet"
:tap "Probe sheet"
:dismiss
:tap "Push page"
:tap "Probe pushed page"

// expect: sheet: isPresented true
// expect: pushed page: isPresented true
