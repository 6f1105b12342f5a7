// App-organization style: an @AppStorage value shared by two screens; a settings sheet presented from the root edits it, the root's greeting re-runs per keystroke while the sheet, which only hands $displayName to its field, does not; the value lands in UserDefaults.standard
import SwiftUI

struct GreetingHeader: View {
    @AppStorage("displayName") private var displayName = "Guest"

    var body: some View {
        let _ = print("GreetingHeader body: \(displayName)")
        Text("Hello, \(displayName)")
    }
}

struct SettingsSheet: View {
    @AppStorage("displayName") private var displayName = "Guest"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("SettingsSheet body")
        NavigationStack {
            Form {
                TextField("Display Name", text: $displayName)
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
            }
        }
    }
}

struct HomeRoot: View {
    @State private var showSettings = false

    var body: some View {
        let _ = print("HomeRoot body")
        VStack {
            GreetingHeader()
            Button("Settings") { showSettings = true }
        }
        .sheet(isPresented: $showSettings) {
            SettingsSheet()
        }
    }
}

@main
struct GreeterApp: App {
    var body: some Scene {
        WindowGroup {
            HomeRoot()
        }
    }
}

:mount GreeterApp()
// expect: HomeRoot body
// expect: GreetingHeader body: Guest
:tap "Settings"
// expect: SettingsSheet body
:clear "Display Name"
// expect: GreetingHeader body: 
:type "Bo" into "Display Name"
// expect: GreetingHeader body: B
// expect: GreetingHeader body: Bo
:tap "Done"
print(UserDefaults.standard.string(forKey: "displayName") ?? "nil")
// expect: Bo
