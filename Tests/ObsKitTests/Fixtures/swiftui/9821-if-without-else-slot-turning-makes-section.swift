// Apple documentation style (Form with a Toggle revealing a Section): an if without else is one slot; turning it on makes the section's view (its body and onAppear), off destroys it (onDisappear), and on again starts its @State over (rules §1.1, §1.4, §11.1)
import SwiftUI

struct AdvancedOptions: View {
    @State private var verbose = false

    var body: some View {
        let _ = print("AdvancedOptions body: verbose=\(verbose)")
        Toggle("Verbose logging", isOn: $verbose)
            .onAppear { print("advanced appeared") }
            .onDisappear { print("advanced disappeared") }
    }
}

struct PreferencesForm: View {
    @State private var showAdvanced = false

    var body: some View {
        let _ = print("PreferencesForm body: \(showAdvanced)")
        Form {
            Toggle("Show Advanced", isOn: $showAdvanced)
            if showAdvanced {
                Section("Advanced") {
                    AdvancedOptions()
                }
            }
        }
    }
}

:mount PreferencesForm()
// expect: PreferencesForm body: false
:toggle "Show Advanced"
// expect: PreferencesForm body: true
// expect: AdvancedOptions body: verbose=false
// expect: advanced appeared
:toggle "Verbose logging"
// expect: AdvancedOptions body: verbose=true
:toggle "Show Advanced"
// expect: PreferencesForm body: false
// expect: advanced disappeared
:toggle "Show Advanced"
// expect: PreferencesForm body: true
// expect: AdvancedOptions body: verbose=false
// expect: advanced appeared
