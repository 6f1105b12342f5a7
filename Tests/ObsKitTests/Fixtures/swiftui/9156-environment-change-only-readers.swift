// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment (a changed environment value updates the views that read it, not the views in between)
// Environment: "If the value changes, SwiftUI updates any parts of your view that depend on the value."
// The root sets a custom @Entry value from its state; `Panel` sits between the root and the reader, has no stored
// properties and does not read the value, so its body does not run again; `Badge` reads it and runs again.
// - https://developer.apple.com/documentation/swiftui/entry(): `@Entry` declares the value.
import SwiftUI

extension EnvironmentValues {
    @Entry var badgeStyle: String = "plain"
}

struct Badge: View {
    @Environment(\.badgeStyle) private var style

    var body: some View {
        let _ = print("badge body: \(style)")
        Text("Badge (\(style))")
    }
}

struct Panel: View {
    var body: some View {
        let _ = print("panel body")
        VStack {
            Text("Panel")
            Badge()
        }
    }
}

struct RootView: View {
    @State private var fancy = false

    var body: some View {
        let _ = print("root body")
        VStack {
            Panel()
            Button("Switch style") { fancy.toggle() }
        }
        .environment(\.badgeStyle, fancy ? "fancy" : "plain")
    }
}

:mount RootView()
// expect: root body
// expect: panel body
// expect: badge body: plain
:tap "Switch style"
// expect: root body
// expect: badge body: fancy
:tap "Switch style"
// expect: root body
// expect: badge body: plain
