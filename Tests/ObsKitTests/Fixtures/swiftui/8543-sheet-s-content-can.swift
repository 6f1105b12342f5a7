// SwiftUI from Apple's documentation: sheet(isPresented:onDismiss:content:) and NavigationStack — https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (a sheet's content can hold its own NavigationStack: links push inside the sheet; dismissing the sheet runs onDismiss)
import SwiftUI

struct SettingsSheet: View {
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Privacy", value: "Privacy")
                NavigationLink("Sounds", value: "Sounds")
            }
            .navigationDestination(for: String.self) { page in
                Text(page)
            }
        }
        .onChange(of: path) { _, newValue in print("sheet path \(newValue)") }
    }
}

struct Home: View {
    @State private var showSettings = false
    var body: some View {
        Button("Settings") { showSettings = true }
            .sheet(isPresented: $showSettings, onDismiss: { print("settings dismissed") }) {
                SettingsSheet()
            }
    }
}

:mount Home()
:tap "Settings"
:tap "Sounds"
:back
:tap "Privacy"
:dismiss
// expect: sheet path ["Sounds"]
// expect: sheet path []
// expect: sheet path ["Privacy"]
// expect: settings dismissed
