// Issue 13 (B), NavigationView (deprecated, still common in tutorials): on iPhone, with the stack style, it
// behaves as a NavigationStack: `NavigationLink(destination:)` makes its destination's struct during the
// parent body, pushes it on tap (its body and onAppear run then), and `:back` pops it (onDisappear).
// Source: https://developer.apple.com/documentation/swiftui/navigationview ("Deprecated ... use
// NavigationStack and NavigationSplitView instead"),
// https://developer.apple.com/documentation/swiftui/view/navigationviewstyle(_:). Rules §11, §14.
// Assumed: the order of the covered root's onDisappear and the pushed view's onAppear is the project's
// (as for NavigationStack, rules §14).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct PlanetDetail: View {
    let name: String
    init(name: String) {
        self.name = name
        print("PlanetDetail.init", name)
    }
    var body: some View {
        let _ = print("PlanetDetail body", name)
        Text("About \(name)")
            .navigationTitle(name)
            .onAppear { print("detail appear", name) }
            .onDisappear { print("detail disappear", name) }
    }
}

struct Planets: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink("Mars", destination: PlanetDetail(name: "Mars"))
                NavigationLink(destination: PlanetDetail(name: "Venus")) {
                    Text("Venus")
                }
            }
            .navigationTitle("Planets")
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
        }
        .navigationViewStyle(.stack)
    }
}

:mount Planets()
:tap "Venus"
:back

// expect: PlanetDetail.init Mars
// expect: PlanetDetail.init Venus
// expect: list appear
// expect: PlanetDetail body Venus
// expect: detail appear Venus
// expect: list disappear
// expect: list appear
// expect: detail disappear Venus
