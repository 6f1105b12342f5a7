// SwiftUI from Apple's documentation: @AppStorage of a String-backed enum stores its raw value when a Picker writes it
// Apple, AppStorage init(wrappedValue:_:store:) for RawRepresentable values with String raw values
// (https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)): "Creates a property that can
// read and write to a string user default, transforming that to RawRepresentable data type." AppStorage: "reflects a
// value from UserDefaults and invalidates a view on a change in value in that user default."
import SwiftUI

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct AppearanceSettings: View {
    @AppStorage("theme") private var theme: Theme = .system
    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            Button("Stored value") {
                print("stored: \(UserDefaults.standard.string(forKey: "theme") ?? "nil")")
            }
        }
    }
}

:mount AppearanceSettings()
:pick "Dark" in "Theme"
:tap "Stored value"
:pick "Light" in "Theme"
:tap "Stored value"
// expect: stored: dark
// expect: stored: light
