// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/composing-complex-interfaces (ContentView switches between Featured and List with TabView(selection:))
// Landmarks' ContentView keeps the selected tab in @State (`enum Tab { case featured, list }`) and builds a
// TabView bound to it, each child tagged. Here the body also prints the selection, which makes the state a
// dependency of the body (passing `$selection` alone would not).
// - Only the selected tab's content appears; switching tabs shows the other one (its onAppear runs).
// - The list tab keeps its own @State (Favorites only) while the other tab is shown: coming back, the
//   toggle is still on.
import SwiftUI

struct LandmarkList: View {
    @State private var showFavoritesOnly = false

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                Text("Turtle Rock")
                if !showFavoritesOnly {
                    Text("Silver Salmon Creek")
                }
            }
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
        .onAppear { print("list appears, favorites only: \(showFavoritesOnly)") }
    }
}

struct CategoryHome: View {
    var body: some View {
        NavigationSplitView {
            List {
                Text("Lakes")
                Text("Mountains")
            }
            .navigationTitle("Featured")
        } detail: {
            Text("Select a Landmark")
        }
        .onAppear { print("featured appears") }
    }
}

struct ContentView: View {
    @State private var selection: Tab = .featured

    enum Tab {
        case featured
        case list
    }

    var body: some View {
        let _ = print("selection: \(selection)")
        TabView(selection: $selection) {
            CategoryHome()
                .tabItem {
                    Label("Featured", systemImage: "star")
                }
                .tag(Tab.featured)

            LandmarkList()
                .tabItem {
                    Label("List", systemImage: "list.bullet")
                }
                .tag(Tab.list)
        }
    }
}

:mount ContentView()
// expect: selection: featured
// expect: featured appears
:tab "List"
// expect: selection: list
// expect: list appears, favorites only: false
:toggle "Favorites only"
:tab "Featured"
// expect: selection: featured
// expect: featured appears
:tab "List"
// expect: selection: list
// expect: list appears, favorites only: true
