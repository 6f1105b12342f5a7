// SwiftUI from Apple's documentation: an inner environment(_:_:) overrides the outer one for its own subtree only
// Apple, Environment values (https://developer.apple.com/documentation/swiftui/environment-values): "A view inherits
// its environment from its container view, subject to explicit changes from an environment(_:_:) view modifier".
// objc.io, "SwiftUI: Setting Environment Values" (https://www.objc.io/blog/2019/10/29/swiftui-environment/): "At each
// step during the rendering, views pass their environment to their children. At any point, views are also free to
// change the environment" (its VStack/HStack example: the inner HStack's blue wins over the outer red for its texts).
import SwiftUI

private struct ThemeKey: EnvironmentKey {
    static let defaultValue: String = "none"
}

extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct Leaf: View {
    let name: String
    @Environment(\.theme) private var theme
    var body: some View {
        Button(name) { print("\(name) sees \(theme)") }
    }
}

struct Root: View {
    var body: some View {
        VStack {
            Leaf(name: "Hello")
            HStack {
                Leaf(name: "Beautiful")
                Leaf(name: "World")
            }
            .environment(\.theme, "blue")
        }
        .environment(\.theme, "red")
    }
}

:mount Root()
:tap "Hello"
:tap "Beautiful"
:tap "World"
// expect: Hello sees red
// expect: Beautiful sees blue
// expect: World sees blue
