// rules §3, §9 with `:toggle`: Toggle writes through `$wifi`; the owner never read `wifi`,
// so only the child that read the binding re-runs.
import SwiftUI

struct Status: View {
    @Binding var on: Bool
    var body: some View {
        let _ = print("Status", on)
        Text(on ? "on" : "off")
    }
}

struct Settings: View {
    @State private var wifi = false
    var body: some View {
        let _ = print("Settings body")
        VStack {
            Toggle("Wi-Fi", isOn: $wifi)
            Status(on: $wifi)
        }
    }
}

:mount Settings()
:toggle "Wi-Fi"
:toggle "Wi-Fi"

// expect: Settings body
// expect: Status false
// expect: Status true
// expect: Status false
