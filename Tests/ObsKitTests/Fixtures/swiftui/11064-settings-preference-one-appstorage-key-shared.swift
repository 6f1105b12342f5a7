// Apple sample style (settings preference): one @AppStorage key shared by a settings tab and a list tab; a Toggle writes it and the other tab, first shown after the change, reads the new value (rules §15.14, §15.8, §14.4)
import SwiftUI

struct TripsTab: View {
    @AppStorage("showsPastTrips") private var showsPast = false
    private let trips = ["Lisbon 2023", "Kyoto 2025", "Oslo 2026"]
    var body: some View {
        let visible = showsPast ? trips : trips.filter { !$0.hasSuffix("2023") }
        let _ = print("TripsTab body \(visible.count)")
        List(visible, id: \.self) { Text($0) }
    }
}

struct SettingsTab: View {
    @AppStorage("showsPastTrips") private var showsPast = false
    var body: some View {
        let _ = print("SettingsTab body \(showsPast)")
        Form {
            Toggle("Show Past Trips", isOn: $showsPast)
        }
        .onChange(of: showsPast) { old, new in
            print("preference \(old) -> \(new)")
        }
    }
}

struct ContentView: View {
    @State private var tab = "settings"
    var body: some View {
        TabView(selection: $tab) {
            TripsTab()
                .tabItem { Text("Trips") }
                .tag("trips")
            SettingsTab()
                .tabItem { Text("Settings") }
                .tag("settings")
        }
    }
}

:mount ContentView()
// expect: SettingsTab body false
:toggle "Show Past Trips"
// expect: SettingsTab body true
// expect: preference false -> true
:tab "Trips"
// expect: TripsTab body 3
