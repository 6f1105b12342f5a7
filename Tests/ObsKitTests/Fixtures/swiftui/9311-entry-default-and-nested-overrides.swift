// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/entry() (an @Entry environment value: its default, an override, and an inner override that wins over the outer one)
// Entry(): "Create EnvironmentValues entries by extending the EnvironmentValues structure with new properties
// and attaching the @Entry macro"; the initial value is the default. Apple's "Environment values" article: a view
// inherits its environment from its container, "subject to explicit changes from an environment(_:_:) view
// modifier", so the nearest override above a view wins. Environment.init(_:): SwiftUI updates the parts of a view
// that depend on the value "when the associated environment value changes".
// - Mount: the top swatch has no override (blue), the middle one gets the outer override (green), the inner one
//   gets the inner override (red).
// - "Use yellow" changes only the outer override: the palette's body runs (it reads the state), the middle
//   swatch's value changes so its body runs; the top swatch's value (blue) and the inner swatch's value (red,
//   from the nearer override) are unchanged, so their bodies don't run.
import SwiftUI

extension EnvironmentValues {
    @Entry var swatchColorName: String = "blue"
}

struct Swatch: View {
    let label: String
    @Environment(\.swatchColorName) private var colorName

    var body: some View {
        let _ = print("\(label) swatch: \(colorName)")
        Text("\(label): \(colorName)")
    }
}

struct Palette: View {
    @State private var middleColor = "green"

    var body: some View {
        let _ = print("palette body: \(middleColor)")
        VStack {
            Swatch(label: "top")
            VStack {
                Swatch(label: "middle")
                VStack {
                    Swatch(label: "inner")
                }
                .environment(\.swatchColorName, "red")
            }
            .environment(\.swatchColorName, middleColor)
            Button("Use yellow") { middleColor = "yellow" }
        }
    }
}

:mount Palette()
// expect: palette body: green
// expect: top swatch: blue
// expect: middle swatch: green
// expect: inner swatch: red
:tap "Use yellow"
// expect: palette body: yellow
// expect: middle swatch: yellow
