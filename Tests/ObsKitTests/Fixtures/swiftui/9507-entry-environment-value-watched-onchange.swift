// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/entry() (@Entry environment value watched with onChange)
// Apple's Entry() page: "Creates an environment values, transaction, container values, or focused values entry";
// onChange(of:initial:_:): "You can use onChange to trigger a side effect as the result of a value changing, such as an
// Environment key or a Binding." Only the swatch given the parent's value sees it change; the other keeps the default.
// Setting the value it already has changes nothing.
// - "Use orange"; "Use orange" again; "Use green".
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct Swatch: View {
    var label: String
    @Environment(\.accentName) private var accentName

    var body: some View {
        Text("\(label): \(accentName)")
            .onChange(of: accentName) { oldValue, newValue in
                print("\(label) saw \(oldValue) -> \(newValue)")
            }
    }
}

struct ThemeRoot: View {
    @State private var accent = "blue"

    var body: some View {
        VStack {
            Button("Use orange") { accent = "orange" }
            Button("Use green") { accent = "green" }
            Swatch(label: "themed")
                .environment(\.accentName, accent)
            Swatch(label: "default")
        }
    }
}

:mount ThemeRoot()
:tap "Use orange"
// expect: themed saw blue -> orange
:tap "Use orange"
:tap "Use green"
// expect: themed saw orange -> green
