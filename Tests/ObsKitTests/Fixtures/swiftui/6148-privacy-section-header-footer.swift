// A settings Form with `Section { } header: { } footer: { }` whose footer text depends on a toggle, and a
// `Section("History")` with a Stepper and a destructive button (Apple's Section page, Form examples).
// Expected: the zero-parameter `onChange(of:)` (iOS 17) prints the new value; the stepper moves by its
// step (rules §15.9, `:step`); the button reads the current state.
import SwiftUI

struct PrivacySettings: View {
    @State private var shareAnalytics = false
    @State private var personalizedAds = true
    @State private var retentionDays = 30

    var body: some View {
        Form {
            Section {
                Toggle("Share analytics", isOn: $shareAnalytics)
                Toggle("Personalized ads", isOn: $personalizedAds)
            } header: {
                Text("Data")
            } footer: {
                Text(shareAnalytics ? "Thanks for helping us improve." : "Nothing leaves this device.")
            }

            Section("History") {
                Stepper("Keep \(retentionDays) days", value: $retentionDays, in: 7...90, step: 7)
                Button("Clear history", role: .destructive) {
                    print("cleared, keeping \(retentionDays) days")
                }
            }
        }
        .onChange(of: shareAnalytics) {
            print("analytics:", shareAnalytics)
        }
    }
}

:mount PrivacySettings()
:toggle "Share analytics"
:step "Keep 30 days" up 2
:tap "Clear history"

// expect: analytics: true
// expect: cleared, keeping 44 days
