// Apple docs style: the Environment page's colorScheme example: a view reading built-in keys (\.colorScheme, \.isEnabled); an .environment(\.colorScheme, _) override and .disabled change only the subtree they wrap, and only a view whose key changed runs again (rules §14.2, §15.17, §15.11)
import SwiftUI

struct ThemedLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let _ = print("ThemedLabel body: \(colorScheme == .dark ? "dark" : "light") enabled=\(isEnabled)")
        if colorScheme == .dark {
            Text("Moon")
        } else {
            Text("Sun")
        }
    }
}

struct ThemeDemo: View {
    @State private var forceDark = false
    @State private var locked = false

    var body: some View {
        VStack {
            ThemedLabel()
            ThemedLabel()
                .environment(\.colorScheme, forceDark ? .dark : .light)
            ThemedLabel()
                .disabled(locked)
            Button("Dark") { forceDark.toggle() }
            Button("Lock") { locked.toggle() }
        }
    }
}

:mount ThemeDemo()
// expect: ThemedLabel body: light enabled=true
// expect: ThemedLabel body: light enabled=true
// expect: ThemedLabel body: light enabled=true
:tap "Dark"
// expect: ThemedLabel body: dark enabled=true
:tap "Lock"
// expect: ThemedLabel body: light enabled=false
