// SwiftUI from Apple's documentation: a reader of a custom environment value sees it change when the setter's state changes
// Apple, Environment (https://developer.apple.com/documentation/swiftui/environment): "If the value changes, SwiftUI
// updates any parts of your view that depend on the value." Apple, onChange(of:initial:_:)
// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): "You can use onChange to trigger a
// side effect as the result of a value changing, such as an Environment key or a Binding."
import SwiftUI

extension EnvironmentValues {
    @Entry var fontSizeLevel: Int = 1
}

struct Preview: View {
    @Environment(\.fontSizeLevel) private var level
    var body: some View {
        Text("Level \(level)")
            .onChange(of: level) { oldValue, newValue in
                print("level \(oldValue) -> \(newValue)")
            }
    }
}

struct Settings: View {
    @State private var level = 1
    var body: some View {
        VStack {
            Button("Bigger") { level += 1 }
            Preview()
                .environment(\.fontSizeLevel, level)
        }
    }
}

:mount Settings()
:tap "Bigger"
:tap "Bigger"
// expect: level 1 -> 2
// expect: level 2 -> 3
