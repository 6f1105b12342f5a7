// Stack Overflow style (several sheets on one view): one sheet(item:) driven by an Identifiable enum chooses the content with a switch; each presentation builds only its own view (rules §13.1, §1.1, §11.1)
import SwiftUI

enum ActiveSheet: String, Identifiable {
    case settings
    case profile
    var id: String { rawValue }
}

struct SettingsPane: View {
    init() { print("SettingsPane.init") }
    var body: some View {
        Text("Settings")
            .onAppear { print("settings pane appeared") }
            .onDisappear { print("settings pane disappeared") }
    }
}

struct ProfilePane: View {
    let user: String
    init(user: String) {
        self.user = user
        print("ProfilePane.init \(user)")
    }
    var body: some View {
        Text("Profile of \(user)")
            .onAppear { print("profile pane appeared") }
    }
}

struct MainView: View {
    @State private var activeSheet: ActiveSheet?
    var body: some View {
        let _ = print("MainView.body")
        HStack {
            Button("Settings") { activeSheet = .settings }
            Button("Profile") { activeSheet = .profile }
        }
        .sheet(item: $activeSheet) { sheet in
            switch sheet {
            case .settings:
                SettingsPane()
            case .profile:
                ProfilePane(user: "kim")
            }
        }
    }
}
:mount MainView()
// expect: MainView.body
:tap "Settings"
// expect: SettingsPane.init
// expect: settings pane appeared
:dismiss
// expect: settings pane disappeared
:tap "Profile"
// expect: ProfilePane.init kim
// expect: profile pane appeared
