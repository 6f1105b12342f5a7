// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/appstorage (AppStorage invalidates a view on a change in value in that user default, also when the change is written to UserDefaults directly rather than through the property)
import SwiftUI

struct LaunchCounter: View {
    @AppStorage("launchCount") private var launchCount = 0

    var body: some View {
        VStack {
            Text("Launched \(launchCount) times")
            Button("Show count") { print("launchCount is \(launchCount)") }
        }
        .onChange(of: launchCount) { oldValue, newValue in
            print("launchCount \(oldValue) -> \(newValue)")
        }
    }
}

:mount LaunchCounter()
:tap "Show count"
UserDefaults.standard.set(3, forKey: "launchCount")
:tap "Show count"
// expect: launchCount is 0
// expect: launchCount 0 -> 3
// expect: launchCount is 3
