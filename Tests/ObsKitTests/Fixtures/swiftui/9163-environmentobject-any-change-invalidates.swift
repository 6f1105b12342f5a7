// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentobject (an environment object invalidates every view that declares it, whatever property changed)
// EnvironmentObject: "An environment object invalidates the current view whenever the observable object that
// conforms to ObservableObject changes." Two readers each show one @Published property; changing either runs both.
// - The root only passes the object on with `.environmentObject(_:)`
//   (https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)); it holds it in a plain `let`, so
//   it does not observe it and its body does not run again.
import SwiftUI
import Combine

final class UserSettings: ObservableObject {
    @Published var username = "guest"
    @Published var fontSize = 14
}

let sharedSettings = UserSettings()

struct NameLabel: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        let _ = print("name label: \(settings.username)")
        VStack {
            Text(settings.username)
            Button("Sign in as Ada") { settings.username = "ada" }
        }
    }
}

struct SizeLabel: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        let _ = print("size label: \(settings.fontSize)")
        VStack {
            Text("Size \(settings.fontSize)")
            Button("Bigger") { settings.fontSize += 2 }
        }
    }
}

struct SettingsRoot: View {
    let settings: UserSettings

    var body: some View {
        let _ = print("root body")
        VStack {
            NameLabel()
            SizeLabel()
        }
        .environmentObject(settings)
    }
}

:mount SettingsRoot(settings: sharedSettings)
// expect: root body
// expect: name label: guest
// expect: size label: 14
:tap "Bigger"
// expect: name label: guest
// expect: size label: 16
:tap "Sign in as Ada"
// expect: name label: ada
// expect: size label: 16
