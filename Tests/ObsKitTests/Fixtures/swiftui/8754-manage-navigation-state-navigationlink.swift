// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (Manage navigation state: a NavigationLink(value:) in the root or in a pushed view appends its value to the bound [String] path; navigating back removes the last value)
import SwiftUI

struct TrailView: View {
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Open Alpine", value: "Alpine")
                Button("Show path") { print("root sees path \(path)") }
            }
            .navigationDestination(for: String.self) { name in
                VStack {
                    Text("Trail \(name)")
                    NavigationLink("Next after \(name)", value: name + "+")
                    Button("Where am I \(name)") { print("at \(name), path \(path)") }
                }
            }
        }
    }
}

:mount TrailView()
:tap "Open Alpine"
:tap "Where am I Alpine"
:tap "Next after Alpine"
:tap "Where am I Alpine+"
:back
:tap "Where am I Alpine"
:back
:tap "Show path"
// expect: at Alpine, path ["Alpine"]
// expect: at Alpine+, path ["Alpine", "Alpine+"]
// expect: at Alpine, path ["Alpine"]
// expect: root sees path []
