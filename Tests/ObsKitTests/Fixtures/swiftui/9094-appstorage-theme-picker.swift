// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (an @AppStorage value of a String-backed RawRepresentable enum, chosen with a Picker)
// A theme setting stored with @AppStorage as a String-backed enum and chosen in a Picker.
// - AppStorage "reflects a value from UserDefaults": a value already stored under the key wins over the
//   property's default ("light" was stored before the view appeared), and a choice writes the enum's raw value
//   to UserDefaults.standard.
// - AppStorage "invalidates a view on a change in value in that user default": the body reads the theme, so each
//   choice runs it once.
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct ThemeSettings: View {
    @AppStorage("theme") private var theme: Theme = .system

    var body: some View {
        let _ = print("ThemeSettings body: \(theme.rawValue)")
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            Text("Using the \(theme.rawValue) theme")
        }
    }
}

UserDefaults.standard.set("light", forKey: "theme")
:mount ThemeSettings()
// expect: ThemeSettings body: light
:pick "Dark" in "Theme"
// expect: ThemeSettings body: dark
print(UserDefaults.standard.string(forKey: "theme") ?? "unset")
// expect: dark
:pick "System" in "Theme"
// expect: ThemeSettings body: system
