// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/tabview (to select tabs programmatically use init(selection:content:) with Tab(_:systemImage:value:): setting the bound value shows the tab whose value matches)
import SwiftUI

struct SettingsShell: View {
    @State private var tab = 0

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: 0) {
                Button("Go to settings") { tab = 1 }
            }
            Tab("Settings", systemImage: "gear", value: 1) {
                VStack {
                    Button("Settings action") { print("settings shown, tab \(tab)") }
                    Button("Go home") { tab = 0 }
                }
            }
        }
    }
}

:mount SettingsShell()
:tap "Go to settings"
:tap "Settings action"
:tap "Go home"
:tap "Go to settings"
:tap "Settings action"
// expect: settings shown, tab 1
// expect: settings shown, tab 1
