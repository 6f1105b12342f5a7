// WWDC23 "Demystify SwiftUI performance" style: two environment values (declared with @Entry) change high up; only the views that declare the changed key run again, the panel in between is skipped, and a view that declares another key is not affected (rules §14.2, §2.1, §2.7, §15.14)
import SwiftUI

extension EnvironmentValues {
    @Entry var truckTheme: String = "pink"
    @Entry var truckSize: Int = 1
}

struct ThemedBadge: View {
    @Environment(\.truckTheme) private var theme

    var body: some View {
        let _ = print("ThemedBadge body: \(theme)")
        Text(theme)
    }
}

struct SizeLabel: View {
    @Environment(\.truckSize) private var size

    var body: some View {
        let _ = print("SizeLabel body: \(size)")
        Text("Size \(size)")
    }
}

struct TruckPanel: View {
    var body: some View {
        let _ = print("TruckPanel body")
        VStack {
            ThemedBadge()
            SizeLabel()
        }
    }
}

struct ThemeRoot: View {
    @State private var theme = "pink"
    @State private var size = 1

    var body: some View {
        VStack {
            TruckPanel()
            Button("Blue") { theme = "blue" }
            Button("Bigger") { size += 1 }
        }
        .environment(\.truckTheme, theme)
        .environment(\.truckSize, size)
    }
}

:mount ThemeRoot()
// expect: TruckPanel body
// expect: ThemedBadge body: pink
// expect: SizeLabel body: 1
:tap "Blue"
// expect: ThemedBadge body: blue
:tap "Bigger"
// expect: SizeLabel body: 2
:tap "Blue"
