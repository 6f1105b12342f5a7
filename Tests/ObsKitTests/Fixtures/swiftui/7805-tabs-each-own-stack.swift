// Navigation in apps: a travel app whose tabs each hold their own NavigationStack, so each tab keeps where it was.
// A hidden tab keeps its state, its pushed screen included (rules §14.4, §15.8); switching away hides the tab's visible
// screen, the top of its stack (rules §11.1, §14.3), and coming back shows it again without a body run. The covered list of
// the first tab stays covered, so it neither appears nor disappears on a switch (rules §14.3).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct CityDetail: View {
    let city: String
    var body: some View {
        let _ = print("CityDetail body \(city)")
        Text(city)
            .onAppear { print("city appear: \(city)") }
            .onDisappear { print("city disappear: \(city)") }
    }
}

struct BrowseTab: View {
    var body: some View {
        NavigationStack {
            List(["Lisbon", "Porto"], id: \.self) { city in
                NavigationLink(city, value: city)
            }
            .navigationDestination(for: String.self) { city in
                CityDetail(city: city)
            }
            .onAppear { print("browse appear") }
            .onDisappear { print("browse disappear") }
        }
    }
}

struct SavedTab: View {
    var body: some View {
        let _ = print("SavedTab body")
        NavigationStack {
            Text("Nothing saved yet")
                .onAppear { print("saved appear") }
                .onDisappear { print("saved disappear") }
        }
    }
}

struct TravelApp: View {
    var body: some View {
        TabView {
            BrowseTab()
                .tabItem { Label("Browse", systemImage: "map") }
            SavedTab()
                .tabItem { Label("Saved", systemImage: "heart") }
        }
    }
}

:mount TravelApp()
// expect: browse appear
:tap "Lisbon"
// expect: CityDetail body Lisbon
// expect: city appear: Lisbon
// expect: browse disappear
:tab "Saved"
// expect: SavedTab body
// expect: city disappear: Lisbon
// expect: saved appear
:tab "Browse"
// expect: saved disappear
// expect: city appear: Lisbon
:back
// expect: browse appear
// expect: city disappear: Lisbon
