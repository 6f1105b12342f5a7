// rules §14, §6: `.environmentObject` provides the object; every view with an
// @EnvironmentObject box for it is subscribed (reader or not) and re-runs on any @Published
// change. The in-between view has no dependency and does not re-run.
import SwiftUI

final class Settings: ObservableObject {
    @Published var theme = "dark"
    @Published var size = 1
}

struct ThemeLabel: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        let _ = print("ThemeLabel", settings.theme)
        Text(settings.theme)
    }
}

struct Holder: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        let _ = print("Holder body")
        Text("declares, never reads")
    }
}

struct Middle: View {
    var body: some View {
        let _ = print("Middle body")
        VStack {
            ThemeLabel()
            Holder()
        }
    }
}

struct Root: View {
    @StateObject private var settings = Settings()
    var body: some View {
        VStack {
            Button("Grow") { settings.size += 1 }
            Middle()
        }
        .environmentObject(settings)
    }
}

:mount Root()
:tap "Grow"

// expect: Middle body
// expect: ThemeLabel dark
// expect: Holder body
// expect: ThemeLabel dark
// expect: Holder body
