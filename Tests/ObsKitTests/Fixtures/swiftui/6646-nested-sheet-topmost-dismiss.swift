// Follows Apple's page "sheet(isPresented:onDismiss:content:)"
// (developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)), with a sheet that presents
// a sheet of its own: app settings, and from them the open-source licenses.
// - A sheet's content can present another sheet; a swipe (:dismiss) closes only the topmost one, and each sheet's
//   onDismiss runs when that sheet is dismissed (Apple's page; rules §13.1; README `:dismiss`).
// - While the licenses sheet is up only it can be used (rules §15.11), so tapping "Licenses" again after the swipe
//   checks that the settings sheet is on top again; "Done" closes it with dismiss() (Apple `dismissaction`, rules
//   §15.12), not the settings sheet below.
// - Each presentation builds its content anew, so its onAppear runs at each presentation (rules §13.1, §11.1).
import SwiftUI

struct LicensesSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Open Source Licenses")
            Button("Done") { dismiss() }
        }
        .onAppear { print("Licenses appeared") }
    }
}

struct SettingsSheet: View {
    @State private var showLicenses = false

    var body: some View {
        NavigationStack {
            List {
                Button("Licenses") { showLicenses = true }
            }
            .navigationTitle("Settings")
        }
        .sheet(isPresented: $showLicenses, onDismiss: { print("licenses dismissed") }) {
            LicensesSheet()
        }
        .onAppear { print("Settings appeared") }
    }
}

struct AppHome: View {
    @State private var showSettings = false

    var body: some View {
        Button("Open Settings") { showSettings = true }
            .sheet(isPresented: $showSettings, onDismiss: { print("settings dismissed") }) {
                SettingsSheet()
            }
    }
}

:mount AppHome()
:tap "Open Settings"
// expect: Settings appeared
:tap "Licenses"
// expect: Licenses appeared
:dismiss
// expect: licenses dismissed
:tap "Licenses"
// expect: Licenses appeared
:tap "Done"
// expect: licenses dismissed
:dismiss
// expect: settings dismissed
:tap "Open Settings"
// expect: Settings appeared
