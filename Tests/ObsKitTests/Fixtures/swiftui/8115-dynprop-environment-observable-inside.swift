// SwiftUI from Apple's documentation: a DynamicProperty reading @Environment(Model.self) tracks what the body reads
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "SwiftUI tracks any Observable properties that a view's body reads directly" and updates that view when they change;
// environment(_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:)) "Places an observable object
// in the view's environment." The wrapper's getter runs inside ThemeBadge's body, so only ThemeBadge depends on theme.
import SwiftUI

@Observable
final class Settings {
    var theme = "light"
}

@propertyWrapper
struct CurrentTheme: DynamicProperty {
    @Environment(Settings.self) private var settings
    var wrappedValue: String { settings.theme }
}

struct ThemeBadge: View {
    @CurrentTheme var theme
    var body: some View {
        let _ = print("ThemeBadge body \(theme)")
        Text(theme)
    }
}

struct Root: View {
    @State private var settings = Settings()
    var body: some View {
        let _ = print("Root body")
        VStack {
            ThemeBadge()
            Button("Dark") { settings.theme = "dark" }
        }
        .environment(settings)
    }
}

:mount Root()
:tap "Dark"
// expect: Root body
// expect: ThemeBadge body light
// expect: ThemeBadge body dark
