// Mistake: tries to switch to dark mode by assigning to an @Environment value, which is read-only.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct AppearanceSettings: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var useLargeText = false

    var body: some View {
        Form {
            Section("Appearance") {
                Text(colorScheme == .dark ? "Dark mode" : "Light mode")
                Button("Use dark mode") {
                    colorScheme = .dark
                }
                Toggle("Large text", isOn: $useLargeText)
            }
        }
        .font(useLargeText ? .title3 : .body)
    }
}

:mount AppearanceSettings()
:tap "Use dark mode"
// expect-error: cannot assign to property: 'colorScheme' is a get-only property
