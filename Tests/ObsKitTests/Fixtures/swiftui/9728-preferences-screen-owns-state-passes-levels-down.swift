// Apple Binding documentation style chain: a preferences screen owns @State and passes $ two levels down; the Toggle at the bottom writes through both bindings and only the views that read the value run (the section and the row, not the owner that only passes $ on); the owner's next render hands the section a $ binding carrying true where its last one (made at mount) carried false, so the section and the row run again (rules §9.3, §3.5, §2.5)
// corrected: I first expected the Volume step to run only the owner. By rules §2.5 ("two $state bindings are equal when the values they captured when made are equal") the section's stored binding was made at mount with false and the new one carries true, so they differ and the section runs, then the row for the same reason.
import SwiftUI

struct NotificationRow: View {
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("NotificationRow body: \(isOn)")
        Toggle("Notifications", isOn: $isOn)
    }
}

struct NotificationSection: View {
    @Binding var isOn: Bool

    var body: some View {
        let _ = print("NotificationSection body: \(isOn)")
        Section {
            NotificationRow(isOn: $isOn)
        } footer: {
            Text(isOn ? "You will get alerts." : "Alerts are off.")
        }
    }
}

struct AboutFooter: View {
    var body: some View {
        let _ = print("AboutFooter body")
        Text("Version 1.0")
    }
}

struct PreferencesView: View {
    @State private var notificationsOn = false
    @State private var volume = 3

    var body: some View {
        let _ = print("PreferencesView body: volume \(volume)")
        Form {
            NotificationSection(isOn: $notificationsOn)
            Stepper("Volume", value: $volume, in: 0...10)
            AboutFooter()
        }
    }
}

:mount PreferencesView()
// expect: PreferencesView body: volume 3
// expect: NotificationSection body: false
// expect: NotificationRow body: false
// expect: AboutFooter body
:toggle "Notifications"
// expect: NotificationSection body: true
// expect: NotificationRow body: true
:step "Volume" up
// expect: PreferencesView body: volume 4
// expect: NotificationSection body: true
// expect: NotificationRow body: true
:step "Volume" up
// expect: PreferencesView body: volume 5
:toggle "Notifications"
// expect: NotificationSection body: false
// expect: NotificationRow body: false
