// Issue 13 (B), iOS 18 `Tab` with a selection binding: `TabView(selection:)` with `Tab(_:systemImage:value:)`
// writes the chosen tab's value into the binding; setting the binding from code switches tabs too. The
// parent reads the selection, so it re-runs on every switch (and makes its tab structs again), while each
// tab's state survives.
// Source: https://developer.apple.com/documentation/swiftui/tabview (init(selection:content:)),
// https://developer.apple.com/documentation/swiftui/tab. Rules §2, §3, §14.
import SwiftUI

enum AppTab: Hashable {
    case home, search
}

struct SearchTab: View {
    @State private var query = ""
    var body: some View {
        TextField("Query", text: $query)
            .onAppear { print("search appear, query '\(query)'") }
    }
}

struct Home: View {
    @State private var section = AppTab.home

    var body: some View {
        let _ = print("Home body, section", section)
        TabView(selection: $section) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                Button("Go search") { section = .search }
            }
            Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                SearchTab()
            }
        }
    }
}

:mount Home()
:tap "Go search"
:type "ok" into "Query"
:tab "Home"
:tab "Search"

// expect: Home body, section home
// expect: Home body, section search
// expect: search appear, query ''
// expect: Home body, section home
// expect: Home body, section search
// expect: search appear, query 'ok'
