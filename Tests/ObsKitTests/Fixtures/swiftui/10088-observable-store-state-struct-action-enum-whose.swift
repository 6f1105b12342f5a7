// architecture style: an @Observable store (state struct + action enum) whose controls bind through scoped `Binding(get:set:)` values that send actions; the state is one stored property, so each edit runs every view that read any part of it, the root (which read nothing) excepted (rules §8.1, §8.3, §9.1)
import SwiftUI

struct SettingsState {
    var notifications = false
    var nickname = ""
}

enum SettingsAction {
    case setNotifications(Bool)
    case setNickname(String)
}

@Observable
final class SettingsStore {
    private(set) var state = SettingsState()

    func send(_ action: SettingsAction) {
        switch action {
        case .setNotifications(let on):
            state.notifications = on
        case .setNickname(let name):
            state.nickname = name
        }
    }

    func binding<Value>(_ keyPath: KeyPath<SettingsState, Value>, send action: @escaping (Value) -> SettingsAction) -> Binding<Value> {
        Binding(
            get: { self.state[keyPath: keyPath] },
            set: { self.send(action($0)) }
        )
    }
}

struct SettingsForm: View {
    let store: SettingsStore

    var body: some View {
        let _ = print("SettingsForm body: \(store.state.notifications) '\(store.state.nickname)'")
        Form {
            Toggle("Notifications", isOn: store.binding(\.notifications) { .setNotifications($0) })
            TextField("Nickname", text: store.binding(\.nickname) { .setNickname($0) })
        }
    }
}

struct SettingsSummary: View {
    let store: SettingsStore

    var body: some View {
        let _ = print("SettingsSummary body: \(store.state.notifications ? "on" : "off")")
        Text(store.state.notifications ? "Alerts on" : "Alerts off")
    }
}

struct SettingsRoot: View {
    @State private var store = SettingsStore()

    var body: some View {
        let _ = print("SettingsRoot body")
        VStack {
            SettingsForm(store: store)
            SettingsSummary(store: store)
        }
    }
}

:mount SettingsRoot()
// expect: SettingsRoot body
// expect: SettingsForm body: false ''
// expect: SettingsSummary body: off
:toggle "Notifications"
// expect: SettingsForm body: true ''
// expect: SettingsSummary body: on
:type "Al" into "Nickname"
// expect: SettingsForm body: true 'A'
// expect: SettingsSummary body: on
// expect: SettingsForm body: true 'Al'
// expect: SettingsSummary body: on
