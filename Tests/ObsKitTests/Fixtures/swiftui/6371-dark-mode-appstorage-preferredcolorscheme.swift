// Sean Allen / HWS "dark mode toggle" lessons: an @AppStorage("isDarkMode") Toggle in a settings Form, applied with .preferredColorScheme on the root; a card reads @Environment(\.colorScheme) and re-runs only when the scheme changes (Apple: View.preferredColorScheme(_:) "sets the preferred color scheme for this presentation", EnvironmentValues.colorScheme, AppStorage; SEMANTICS §14 Environment re-renders only if the value changed)
import SwiftUI

struct ThemeCard: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let _ = print("card drawn for \(colorScheme == .dark ? "dark" : "light")")
        RoundedRectangle(cornerRadius: 16)
            .fill(colorScheme == .dark ? Color.black : Color.white)
            .frame(height: 120)
            .overlay {
                Text(colorScheme == .dark ? "Night" : "Day")
            }
    }
}

struct AppearanceSettings: View {
    @AppStorage("isDarkMode") private var isDarkMode = false
    @AppStorage("username") private var username = "Guest"

    var body: some View {
        NavigationStack {
            Form {
                Section("Preview") {
                    ThemeCard()
                }
                Section("Appearance") {
                    Toggle("Dark Mode", isOn: $isDarkMode)
                    TextField("Username", text: $username)
                }
            }
            .navigationTitle("Settings")
        }
        .preferredColorScheme(isDarkMode ? .dark : .light)
    }
}

:mount AppearanceSettings()
:toggle "Dark Mode"
:type "!" into "Username"
:toggle "Dark Mode"

// expect: card drawn for light
// expect: card drawn for dark
// expect: card drawn for light
