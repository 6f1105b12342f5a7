// SwiftUI from Apple's documentation: a custom environment value of a struct type; the key infers Value from defaultValue
// Apple, EnvironmentKey (https://developer.apple.com/documentation/swiftui/environmentkey): "The Swift compiler
// automatically infers the associated Value type as the type you specify for the default value." Apple,
// environment(_:_:) (https://developer.apple.com/documentation/swiftui/view/environment(_:_:)): "Use this modifier to
// set one of the writable properties of the EnvironmentValues structure, including custom values that you create."
import SwiftUI

struct StyleOverrides {
    var accent = "blue"
    var bold = false
}

private struct StyleOverridesKey: EnvironmentKey {
    static let defaultValue = StyleOverrides()
}

extension EnvironmentValues {
    var styleOverrides: StyleOverrides {
        get { self[StyleOverridesKey.self] }
        set { self[StyleOverridesKey.self] = newValue }
    }
}

struct Badge: View {
    let name: String
    @Environment(\.styleOverrides) private var style
    var body: some View {
        Button(name) { print("\(name): accent \(style.accent), bold \(style.bold)") }
    }
}

struct Root: View {
    var body: some View {
        VStack {
            Badge(name: "Plain")
            Badge(name: "Loud")
                .environment(\.styleOverrides, StyleOverrides(accent: "red", bold: true))
        }
    }
}

:mount Root()
:tap "Plain"
:tap "Loud"
// expect: Plain: accent blue, bold false
// expect: Loud: accent red, bold true
