// Swift with Majid style: an appearance screen that previews a tile in dark mode by overriding `\.colorScheme`
// What SwiftUI does: `\.colorScheme` describes the device, light here (rules §15.17); `.environment(\.colorScheme,
// .dark)` overrides it for one subtree only (Apple `environmentvalues/colorscheme`: "you can set it directly with
// the environment(_:_:) modifier, which affects only the views below it"). Flipping the toggle changes the value only
// the preview tile sees: it runs again, the system tile does not (rules §14.2); the screen reads `previewDark`.
// Sources: rules §3.5, §14.2, §15.17; https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
import SwiftUI

struct ThemePreviewTile: View {
    let label: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let _ = print("ThemePreviewTile \(label): \(colorScheme == .dark ? "dark" : "light")")
        Text(label)
            .padding()
            .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

struct AppearanceScreen: View {
    @State private var previewDark = false

    var body: some View {
        let _ = print("AppearanceScreen body")
        VStack {
            ThemePreviewTile(label: "System")
            ThemePreviewTile(label: "Preview")
                .environment(\.colorScheme, previewDark ? .dark : .light)
            Toggle("Preview dark mode", isOn: $previewDark)
        }
    }
}

:mount AppearanceScreen()
// expect: AppearanceScreen body
// expect: ThemePreviewTile System: light
// expect: ThemePreviewTile Preview: light
:toggle "Preview dark mode"
// expect: AppearanceScreen body
// expect: ThemePreviewTile Preview: dark
:toggle "Preview dark mode"
// expect: AppearanceScreen body
// expect: ThemePreviewTile Preview: light
