// Swift with Majid style: @Entry declares environment values with their defaults in one line (Xcode 16); a view outside any .environment reads the default, and each reader re-runs only when its own key's value changes (rules §15.14, §14.2, §11.2)
import SwiftUI

extension EnvironmentValues {
    @Entry var userName: String = "Anonymous"
    @Entry var fontScale: Double = 1.0
}

struct Greeting: View {
    let place: String
    @Environment(\.userName) private var userName

    var body: some View {
        let _ = print("Greeting \(place): Hello, \(userName)")
        Text("Hello, \(userName)")
    }
}

struct ScaleLabel: View {
    @Environment(\.fontScale) private var fontScale

    var body: some View {
        let _ = print("ScaleLabel: \(fontScale)")
        Text("x\(fontScale)")
    }
}

struct EntryDemo: View {
    @State private var signedIn = false
    @State private var scale = 1.0

    var body: some View {
        VStack {
            Greeting(place: "top")
            Group {
                Greeting(place: "inner")
                ScaleLabel()
            }
            .environment(\.userName, signedIn ? "Kai" : "Guest")
            .environment(\.fontScale, scale)
            Button("Sign in") { signedIn = true }
            Button("Zoom") { scale *= 1.5 }
        }
    }
}

:mount EntryDemo()
// expect: Greeting top: Hello, Anonymous
// expect: Greeting inner: Hello, Guest
// expect: ScaleLabel: 1.0
:tap "Sign in"
// expect: Greeting inner: Hello, Kai
:tap "Zoom"
// expect: ScaleLabel: 1.5
:tap "Sign in"
