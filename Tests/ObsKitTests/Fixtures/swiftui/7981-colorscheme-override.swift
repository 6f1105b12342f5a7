// Style: Apple documentation, `EnvironmentValues.colorScheme`, and `environment(_:_:)`: the device is an iPhone in light mode (rules §15.17), so
// `\.colorScheme` reads `.light`; `.environment(\.colorScheme, .dark)` sets it for the modified view and its children only. When the root's
// state moves the value set for the subtree, only the views that declare the key there run (rules §14.2); the outer label's value is unchanged.
import SwiftUI

struct SchemeLabel: View {
    let name: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let _ = print("\(name): \(colorScheme == .dark ? "dark" : "light")")
        Text(name)
    }
}

struct Appearance: View {
    @State private var previewDark = true

    var body: some View {
        VStack {
            SchemeLabel(name: "outer")
            SchemeLabel(name: "preview")
                .environment(\.colorScheme, previewDark ? .dark : .light)
            Button("Preview light") { previewDark = false }
        }
    }
}

:mount Appearance()
// expect: outer: light
// expect: preview: dark
:tap "Preview light"
// expect: preview: light
