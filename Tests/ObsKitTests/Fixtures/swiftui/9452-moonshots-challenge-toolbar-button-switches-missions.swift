// SwiftUI from a tutorial pattern: https://www.hackingwithswift.com/books/ios-swiftui/moonshot-wrap-up (Moonshot's challenge: a toolbar button switches the missions between a grid and a list, each layout a view of its own chosen by `if showingGrid`)
// An if/else in a ViewBuilder gives the two branches different identities: switching removes one view and inserts
// the other (Apple, "Demystify SwiftUI", WWDC21: structural identity). The inserted layout is new each time, so its
// onAppear runs on every switch. The button's title reads `showingGrid` and the root's body prints it, so each tap
// runs the root's body once.
// - Mount: grid. "Show as list": the list appears. "Show as grid": the grid appears again.
import SwiftUI

struct Mission: Identifiable {
    let id: Int
    var displayName: String { "Apollo \(id)" }
}

struct GridLayout: View {
    let missions: [Mission]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                ForEach(missions) { mission in
                    Text(mission.displayName)
                }
            }
        }
        .onAppear {
            print("grid appeared with \(missions.count) missions")
        }
    }
}

struct ListLayout: View {
    let missions: [Mission]

    var body: some View {
        List(missions) { mission in
            Text(mission.displayName)
        }
        .onAppear {
            print("list appeared with \(missions.count) missions")
        }
    }
}

struct MissionsScreen: View {
    @State private var showingGrid = true
    let missions = [Mission(id: 7), Mission(id: 8), Mission(id: 11)]

    var body: some View {
        let _ = print("root body: showing grid \(showingGrid)")
        NavigationStack {
            Group {
                if showingGrid {
                    GridLayout(missions: missions)
                } else {
                    ListLayout(missions: missions)
                }
            }
            .navigationTitle("Moonshot")
            .toolbar {
                Button(showingGrid ? "Show as list" : "Show as grid") {
                    showingGrid.toggle()
                }
            }
        }
    }
}

:mount MissionsScreen()
// expect: root body: showing grid true
// expect: grid appeared with 3 missions
:tap "Show as list"
// expect: root body: showing grid false
// expect: list appeared with 3 missions
:tap "Show as grid"
// expect: root body: showing grid true
// expect: grid appeared with 3 missions
