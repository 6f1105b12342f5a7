// identity-and-lifetime style: a Group around a @ViewBuilder conditional: the Group's onAppear/onDisappear apply to its member, so they run each time the banner comes and goes, and never while the Group is empty (Apple "Group"; rules §11.2, T13)
import SwiftUI

struct Banner: View {
    let text: String

    var body: some View {
        let _ = print("Banner body: \(text)")
        Text(text)
    }
}

struct AlertsScreen: View {
    @State private var hasAlerts = false

    @ViewBuilder
    var alertArea: some View {
        if hasAlerts {
            Banner(text: "3 alerts")
        }
    }

    var body: some View {
        let _ = print("AlertsScreen body: \(hasAlerts)")
        VStack {
            Toggle("Alerts", isOn: $hasAlerts)
            Group {
                alertArea
            }
            .onAppear { print("alert group appeared") }
            .onDisappear { print("alert group disappeared") }
        }
    }
}

:mount AlertsScreen()
// expect: AlertsScreen body: false
:toggle "Alerts"
// expect: AlertsScreen body: true
// expect: Banner body: 3 alerts
// expect: alert group appeared
:toggle "Alerts"
// expect: AlertsScreen body: false
// expect: alert group disappeared
:toggle "Alerts"
// expect: AlertsScreen body: true
// expect: Banner body: 3 alerts
// expect: alert group appeared
