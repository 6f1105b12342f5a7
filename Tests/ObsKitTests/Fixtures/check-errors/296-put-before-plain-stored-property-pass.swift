// Check error: $ put before a plain stored property to pass it to a Toggle
import SwiftUI

struct SettingsRow: View {
    var wifiEnabled = true

    var body: some View {
        Toggle("Wi-Fi", isOn: $wifiEnabled)
            .padding()
    }
}

:mount SettingsRow()
// expect-error: cannot find '$wifiEnabled' in scope
