// Apple, "TabView" with tabItem (iOS 18: a tab's body first runs when it is shown; tabs keep their state); rules §14.4, §15.8, §2.6, §3.5
import SwiftUI

struct HomeTab: View {
    @State private var visits = 0

    init() { print("HomeTab init") }

    var body: some View {
        let _ = print("HomeTab body")
        Button("Visit") {
            visits += 1
            print("visits: \(visits)")
        }
    }
}

struct SettingsTab: View {
    init() { print("SettingsTab init") }

    var body: some View {
        let _ = print("SettingsTab body")
        Text("Settings")
            .onAppear { print("SettingsTab appeared") }
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            HomeTab()
                .tabItem { Label("Home", systemImage: "house") }
            SettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

:mount MainTabs()
:tap "Visit"
:tab "Settings"
:tab "Home"
:tap "Visit"

// expect: HomeTab init
// expect: SettingsTab init
// expect: HomeTab body
// expect: visits: 1
// expect: SettingsTab body
// expect: SettingsTab appeared
// expect: visits: 2
