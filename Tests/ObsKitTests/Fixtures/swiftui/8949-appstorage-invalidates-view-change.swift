// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (AppStorage invalidates a view on a change in value in that user default: a wrapper holding @AppStorage("theme") re-renders its view when the default is written directly through UserDefaults.standard)
import SwiftUI

@propertyWrapper
struct ThemeSetting: DynamicProperty {
    @AppStorage("theme") private var theme = "light"
    var wrappedValue: String { theme }
}

struct ThemeLabel: View {
    @ThemeSetting var theme: String

    var body: some View {
        let _ = print("theme: \(theme)")
        Text("Theme: \(theme)")
    }
}

struct Appearance: View {
    var body: some View {
        VStack {
            Button("Dark via defaults") {
                UserDefaults.standard.set("dark", forKey: "theme")
            }
            ThemeLabel()
        }
    }
}

:mount Appearance()
:tap "Dark via defaults"
// expect: theme: light
// expect: theme: dark
