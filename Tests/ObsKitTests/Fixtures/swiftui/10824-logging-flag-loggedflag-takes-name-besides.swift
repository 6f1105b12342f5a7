// Blog style (a logging flag): @LoggedFlag takes a name besides its initial value, prints each change from its setter, and projects a Binding(get:set:) for a Toggle; the body reads both flags, so each toggle re-runs it once, naming the flag, and shows or hides a row (rules §9.1, §3.4, §3.5, §7.3, §12.1, §12.2)
import SwiftUI

@propertyWrapper
struct LoggedFlag: DynamicProperty {
    @State private var isOn: Bool
    private let name: String

    init(wrappedValue: Bool, _ name: String) {
        _isOn = State(initialValue: wrappedValue)
        self.name = name
    }

    var wrappedValue: Bool {
        get { isOn }
        nonmutating set {
            print("\(name): \(isOn) -> \(newValue)")
            isOn = newValue
        }
    }

    var projectedValue: Binding<Bool> {
        Binding(
            get: { isOn },
            set: { wrappedValue = $0 }
        )
    }
}

struct SettingsView: View {
    @LoggedFlag("wifi") var wifi = true
    @LoggedFlag("bluetooth") var bluetooth = false

    var body: some View {
        let _ = Self._printChanges()
        Form {
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            if bluetooth {
                Text("Searching for devices")
                    .onAppear { print("searching row appeared") }
            }
        }
    }
}

:mount SettingsView()
// expect: SettingsView: @self, @identity, _wifi, _bluetooth changed.
:toggle "Wi-Fi"
// expect: wifi: true -> false
// expect: SettingsView: _wifi changed.
:toggle "Bluetooth"
// expect: bluetooth: false -> true
// expect: SettingsView: _bluetooth changed.
// expect: searching row appeared
:toggle "Wi-Fi"
// expect: wifi: false -> true
// expect: SettingsView: _wifi changed.
