// Kodeco style (@Published struct): a sink on $settings receives the new value before it is stored, so reading the property inside the sink sees the old one; toggles bound into the struct run the body once each (rules §6.3, §9.2, §10.1)
import SwiftUI
import Combine

struct NotificationSettings {
    var alerts = false
    var sounds = false
}

final class SettingsViewModel: ObservableObject {
    @Published var settings = NotificationSettings()
    private var bag = Set<AnyCancellable>()

    init() {
        $settings
            .sink { [unowned self] received in
                print("received alerts=\(received.alerts) stored alerts=\(self.settings.alerts)")
            }
            .store(in: &bag)
    }
}

struct SettingsView: View {
    @StateObject private var viewModel = SettingsViewModel()

    var body: some View {
        let _ = print("body alerts=\(viewModel.settings.alerts) sounds=\(viewModel.settings.sounds)")
        Form {
            Toggle("Alerts", isOn: $viewModel.settings.alerts)
            Toggle("Sounds", isOn: $viewModel.settings.sounds)
        }
    }
}

:mount SettingsView()
// expect: received alerts=false stored alerts=false
// expect: body alerts=false sounds=false
:toggle "Alerts"
// expect: received alerts=true stored alerts=false
// expect: body alerts=true sounds=false
:toggle "Sounds"
// expect: received alerts=true stored alerts=true
// expect: body alerts=true sounds=true
:toggle "Alerts"
// expect: received alerts=false stored alerts=true
// expect: body alerts=false sounds=true
