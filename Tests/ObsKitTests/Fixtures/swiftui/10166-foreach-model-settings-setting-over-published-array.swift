// stack-overflow style: `ForEach($model.settings) { $setting in }` over a @Published array — a toggle writes through the row's binding into the model, which publishes; the screen re-renders and, since ForEach(binding) hands every row a new Binding(get:set:), every row runs again (rules §15.1, §9.2, §2.5)
import SwiftUI

struct Setting: Identifiable {
    let id: String
    var on: Bool
}

final class SettingsModel: ObservableObject {
    @Published var settings = [Setting(id: "Wi-Fi", on: true), Setting(id: "Bluetooth", on: false)]
}

struct SettingRow: View {
    @Binding var setting: Setting

    var body: some View {
        let _ = print("SettingRow body: \(setting.id)=\(setting.on)")
        Toggle(setting.id, isOn: $setting.on)
    }
}

struct SettingsScreen: View {
    @StateObject private var model = SettingsModel()

    var body: some View {
        let _ = print("SettingsScreen body: \(model.settings.filter { $0.on }.count) on")
        Form {
            ForEach($model.settings) { $setting in
                SettingRow(setting: $setting)
            }
        }
    }
}

:mount SettingsScreen()
// expect: SettingsScreen body: 1 on
// expect: SettingRow body: Wi-Fi=true
// expect: SettingRow body: Bluetooth=false
:toggle "Bluetooth"
// expect: SettingsScreen body: 2 on
// expect: SettingRow body: Wi-Fi=true
// expect: SettingRow body: Bluetooth=true
:toggle "Wi-Fi"
// expect: SettingsScreen body: 1 on
// expect: SettingRow body: Wi-Fi=false
// expect: SettingRow body: Bluetooth=true
