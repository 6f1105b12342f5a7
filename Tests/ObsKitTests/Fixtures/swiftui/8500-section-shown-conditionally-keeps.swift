// SwiftUI from Apple's documentation: Form, Section and State (a section shown conditionally keeps the form's state)
// Source: developer.apple.com/documentation/swiftui/form: "SwiftUI applies platform-appropriate styling to views
// contained inside a form, to group them together." developer.apple.com/documentation/swiftui/state: "Use state
// as the single source of truth for a given value type that you store in a view hierarchy." The Advanced
// section appears only while the toggle is on; the retry count lives in the form's @State, so hiding and
// showing the section keeps it.
import SwiftUI

struct SyncSettings: View {
    @State private var showingAdvanced = false
    @State private var retries = 3

    var body: some View {
        Form {
            Section {
                Toggle("Show advanced options", isOn: $showingAdvanced)
            }
            if showingAdvanced {
                Section("Advanced") {
                    Stepper("Retries: \(retries)", value: $retries, in: 0...5)
                }
            }
            Section {
                Button("Summary") {
                    print("advanced \(showingAdvanced), retries \(retries)")
                }
            }
        }
    }
}

:mount SyncSettings()
:toggle "Show advanced options"
:step "Retries: 3" up
:toggle "Show advanced options"
:tap "Summary"
:toggle "Show advanced options"
:step "Retries: 4" up
:tap "Summary"

// expect: advanced false, retries 4
// expect: advanced true, retries 5
