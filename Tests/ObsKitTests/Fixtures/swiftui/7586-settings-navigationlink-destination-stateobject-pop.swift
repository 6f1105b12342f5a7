// Older-style navigation tutorial: `NavigationLink { SettingsScreen() } label:` with the destination owning an
// ObservableObject view model in @StateObject, and when that view model is made and freed
// What SwiftUI does: `NavigationLink(destination:)` builds the destination's struct in the parent's body, eagerly,
// but its `@StateObject` and body wait for the push (rules §14.3, §4.1, §4.2): the root's mount prints the screen's
// init and no view model. The push makes the node, runs the closure, then the body. A pop destroys the node and
// releases the object, which deinits (rules §1.4, §4.4). Pushing again makes a new node from the same struct value:
// the stored closure runs again, a new view model (rules §4.3 is per node).
// Sources: rules §1.4, §4.1–§4.4, §14.3; Apple `NavigationLink`, `StateObject`
// https://developer.apple.com/documentation/swiftui/navigationlink https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var notificationsOn = true

    init() {
        print("SettingsViewModel init")
    }

    deinit {
        print("SettingsViewModel deinit")
    }
}

struct SettingsScreen: View {
    @StateObject private var viewModel = SettingsViewModel()

    init() {
        print("SettingsScreen init")
    }

    var body: some View {
        let _ = print("SettingsScreen body: notifications \(viewModel.notificationsOn)")
        Form {
            Toggle("Notifications", isOn: $viewModel.notificationsOn)
        }
    }
}

struct MenuScreen: View {
    var body: some View {
        let _ = print("MenuScreen body")
        NavigationStack {
            List {
                NavigationLink {
                    SettingsScreen()
                } label: {
                    Text("Settings")
                }
            }
            .navigationTitle("Menu")
        }
    }
}

:mount MenuScreen()
// expect: MenuScreen body
// expect: SettingsScreen init
:tap "Settings"
// expect: SettingsViewModel init
// expect: SettingsScreen body: notifications true
:toggle "Notifications"
// expect: SettingsScreen body: notifications false
:back
// expect: SettingsViewModel deinit
:tap "Settings"
// expect: SettingsViewModel init
// expect: SettingsScreen body: notifications true
