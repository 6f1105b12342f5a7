// Tutorial style (nested sheets): a sheet presenting a sheet; dismiss() closes the inner one, :dismiss the topmost, and each presentation's state and appearance are its own (rules §13.1, §15.11, §15.12, §12.2, §11.1)
import SwiftUI

struct AboutView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let _ = Self._printChanges()
        Button("Done") { dismiss() }
            .onAppear { print("about appeared") }
            .onDisappear { print("about disappeared") }
    }
}

struct SettingsView: View {
    @State private var showAbout = false
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Settings")
            Button("About") { showAbout = true }
        }
        .sheet(isPresented: $showAbout) {
            AboutView()
        }
        .onAppear { print("settings appeared") }
        .onDisappear { print("settings disappeared") }
    }
}

struct HomeView: View {
    @State private var showSettings = false
    var body: some View {
        let _ = Self._printChanges()
        Button("Open Settings") { showSettings = true }
            .sheet(isPresented: $showSettings) {
                SettingsView()
            }
    }
}
:mount HomeView()
// expect: HomeView: @self, @identity, _showSettings changed.
:tap "Open Settings"
// expect: SettingsView: @self, @identity, _showAbout changed.
// expect: settings appeared
:tap "About"
// expect: AboutView: @self, @identity, _dismiss changed.
// expect: about appeared
:tap "Done"
// expect: about disappeared
:dismiss
// expect: settings disappeared
:tap "Open Settings"
// expect: SettingsView: @self, @identity, _showAbout changed.
// expect: settings appeared
