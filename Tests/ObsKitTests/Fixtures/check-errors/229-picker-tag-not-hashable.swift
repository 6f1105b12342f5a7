// Check error: .tag(_:) with a struct that is not Hashable
import SwiftUI

struct Theme {
    var name: String
    var accent: Color
}

struct ThemePicker: View {
    static let themes = [Theme(name: "Ocean", accent: .blue), Theme(name: "Forest", accent: .green)]
    @State private var selected = themes[0].name

    var body: some View {
        Picker("Theme", selection: $selected) {
            ForEach(Self.themes, id: \.name) { theme in
                Text(theme.name).tag(theme)
            }
        }
    }
}

:mount ThemePicker()
// expect-error: instance method 'tag(_:includeOptional:)' requires that 'Theme' conform to 'Hashable'
