// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (onChange triggers a side effect when an Environment value changes: a child reading a custom environment key sees the parent's new value in its onChange)
import SwiftUI

extension EnvironmentValues {
    @Entry var accentName: String = "blue"
}

struct Badge: View {
    @Environment(\.accentName) private var accentName

    var body: some View {
        Text("Badge in \(accentName)")
            .onChange(of: accentName) { oldValue, newValue in
                print("badge accent \(oldValue) -> \(newValue)")
            }
    }
}

struct ThemeRoot: View {
    @State private var accent = "blue"

    var body: some View {
        VStack {
            Badge()
            Button("Use red") { accent = "red" }
            Button("Use green") { accent = "green" }
        }
        .environment(\.accentName, accent)
    }
}

:mount ThemeRoot()
:tap "Use red"
:tap "Use green"
// expect: badge accent blue -> red
// expect: badge accent red -> green
