// Tutorial style (animated bindings): Toggle bound to $flag.animation() shows an advanced section with a transition; a toggle whose value the body never reads runs no body; the section's own state starts over each time it is inserted (rules §3.5, §1.1, §1.4, §11.1, §12.1, §12.2, §15.15)
import SwiftUI

struct AdvancedSection: View {
    @State private var debugLogging = false

    var body: some View {
        let _ = Self._printChanges()
        VStack(alignment: .leading) {
            Toggle("Debug logging", isOn: $debugLogging)
            Text("Logging is \(debugLogging ? "on" : "off")")
                .font(.caption)
        }
        .onAppear { print("advanced appeared") }
        .onDisappear { print("advanced disappeared") }
    }
}

struct SettingsPanel: View {
    @State private var notifications = true
    @State private var showAdvanced = false

    var body: some View {
        let _ = Self._printChanges()
        Form {
            Toggle("Notifications", isOn: $notifications)
            Toggle("Show advanced", isOn: $showAdvanced.animation(.easeInOut))
            if showAdvanced {
                AdvancedSection()
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
    }
}

:mount SettingsPanel()
// expect: SettingsPanel: @self, @identity, _notifications, _showAdvanced changed.
:toggle "Notifications"
:toggle "Show advanced"
// expect: SettingsPanel: _showAdvanced changed.
// expect: AdvancedSection: @self, @identity, _debugLogging changed.
// expect: advanced appeared
:toggle "Debug logging"
// expect: AdvancedSection: _debugLogging changed.
:toggle "Show advanced"
// expect: SettingsPanel: _showAdvanced changed.
// expect: advanced disappeared
:toggle "Show advanced"
// expect: SettingsPanel: _showAdvanced changed.
// expect: AdvancedSection: @self, @identity, _debugLogging changed.
// expect: advanced appeared
