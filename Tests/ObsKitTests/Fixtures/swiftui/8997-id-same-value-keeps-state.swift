// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (the identity is reset when the proxy value changes: assigning the theme it already has leaves the row's state alone, switching to another theme resets it)
import SwiftUI

struct PickCounter: View {
    @State private var picks = 0

    var body: some View {
        Button("Picks: \(picks)") {
            picks += 1
            print("picks \(picks)")
        }
    }
}

struct ThemeScreen: View {
    @State private var theme = "light"

    var body: some View {
        VStack {
            Text("Theme: \(theme)")
            PickCounter()
                .id(theme)
            Button("Light") { theme = "light" }
            Button("Dark") { theme = "dark" }
        }
    }
}

:mount ThemeScreen()
:tap "Picks: 0"
:tap "Light"
:tap "Picks: 1"
:tap "Dark"
:tap "Picks: 0"
// expect: picks 1
// expect: picks 2
// expect: picks 1
