// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/navigationstack (NavigationStack(path: $presentedParks) with NavigationLink(park.name, value: park) and navigationDestination(for: Park.self): taps append to the path, a deep link sets two parks at once, Back pops one)
// Apple's NavigationStack page: a stack can manage its views through a path binding,
// `NavigationStack(path: $presentedParks)`; links present `Park` values through
// `.navigationDestination(for: Park.self) { park in ParkDetails(park: park) }`, and code can set the path:
// `presentedParks = [Park("Yosemite"), Park("Sequoia")]` shows Sequoia on top of Yosemite. The page claims:
// - Tapping a link appends its value to the path.
// - Setting the path from code pushes every view at once; only the last one is on screen.
// - Going back removes the last element, and the view below it becomes visible (appears).
// (The pushed views cover the root, so the path is printed from the root's "Show path" button.)
import SwiftUI

struct Park: Hashable, Identifiable {
    let name: String
    var id: String { name }

    init(_ name: String) {
        self.name = name
    }
}

struct ParkDetails: View {
    let park: Park

    var body: some View {
        Text("Details for \(park.name)")
            .navigationTitle(park.name)
            .onAppear {
                print("\(park.name) on screen")
            }
    }
}

struct ParksView: View {
    @State private var presentedParks: [Park] = []
    let parks = [Park("Yosemite"), Park("Sequoia"), Park("Zion")]

    var body: some View {
        NavigationStack(path: $presentedParks) {
            List {
                ForEach(parks) { park in
                    NavigationLink(park.name, value: park)
                }
                Button("Deep link") {
                    presentedParks = [Park("Yosemite"), Park("Sequoia")]
                }
                Button("Show path") {
                    print("path: [\(presentedParks.map(\.name).joined(separator: ", "))]")
                }
            }
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

:mount ParksView()
:tap "Zion"
// expect: Zion on screen
:back
:tap "Show path"
// expect: path: []
:tap "Deep link"
// expect: Sequoia on screen
:back
// expect: Yosemite on screen
:back
:tap "Show path"
// expect: path: []
