// what's-new style: `navigationDestination(isPresented:)`: the destination struct is built eagerly in the presenter's body, its body waits for the push; setting the flag pushes, `:back` sets it to false (rules §14.3, §15.12, §2.6)
import SwiftUI

struct SettingsDetail: View {
    init() { print("SettingsDetail init") }

    var body: some View {
        let _ = print("SettingsDetail body")
        Text("Settings")
            .onAppear { print("settings appeared") }
    }
}

struct HomeScreen: View {
    @State private var showSettings = false

    var body: some View {
        let _ = print("HomeScreen body: \(showSettings)")
        NavigationStack {
            VStack {
                Button("Open settings") { showSettings = true }
            }
            .navigationDestination(isPresented: $showSettings) {
                SettingsDetail()
            }
        }
    }
}

:mount HomeScreen()
// expect: HomeScreen body: false
// expect: SettingsDetail init
:tap "Open settings"
// expect: HomeScreen body: true
// expect: SettingsDetail init
// expect: SettingsDetail body
// expect: settings appeared
:back
// expect: HomeScreen body: false
// expect: SettingsDetail init
