// SwiftUI from Apple's documentation: a sheet's content inherits the environment value set above the view that presents it
// Apple, Environment values (https://developer.apple.com/documentation/swiftui/environment-values): "A view inherits its environment
// from its container view". Ole Begemann, Sheets don't inherit the environment (https://oleb.net/2020/sheet-environment/), updated:
// "As of Xcode 12.0 (the iOS 14.0/macOS 11.0 SDKs), sheets do inherit their environment." (Luca Bernardi of the SwiftUI team called
// the old behaviour unintended.) The sheet modifier sits inside .environment(\.userName, "Kim").
import SwiftUI

extension EnvironmentValues {
    @Entry var userName: String = "guest"
}

struct Greeting: View {
    @Environment(\.userName) private var userName

    var body: some View {
        let _ = print("Greeting body: \(userName)")
        Text("Hello \(userName)")
    }
}

struct HomeScreen: View {
    @State private var showing = false

    var body: some View {
        Button("Open") { showing = true }
            .sheet(isPresented: $showing) {
                Greeting()
            }
            .environment(\.userName, "Kim")
    }
}

:mount HomeScreen()
:tap "Open"
// expect: Greeting body: Kim
