// SwiftUI from Apple's documentation: writing the key through UserDefaults.standard also updates an @AppStorage view
// Apple, AppStorage (https://developer.apple.com/documentation/swiftui/appstorage): "A property wrapper type that
// reflects a value from UserDefaults and invalidates a view on a change in value in that user default."
// Hacking with Swift, "What is the @AppStorage property wrapper?" (https://www.hackingwithswift.com/quick-start/swiftui/what-is-the-appstorage-property-wrapper,
// via https://wangchujiang.com/swiftui-example/appendix-a/demo12/index.html): the wrapper "effectively watches a key in
// UserDefaults, and will refresh your UI if that key changes", also for `UserDefaults.standard.set("@twostraws", forKey: "username")`.
import SwiftUI

struct CounterView: View {
    @AppStorage("launchCount") private var launchCount = 0
    var body: some View {
        VStack {
            Text("Launches: \(launchCount)")
            Button("Bump via UserDefaults") {
                let current = UserDefaults.standard.integer(forKey: "launchCount")
                UserDefaults.standard.set(current + 1, forKey: "launchCount")
            }
        }
        .onChange(of: launchCount) { oldValue, newValue in
            print("launchCount \(oldValue) -> \(newValue)")
        }
    }
}

:mount CounterView()
:tap "Bump via UserDefaults"
:tap "Bump via UserDefaults"
// expect: launchCount 0 -> 1
// expect: launchCount 1 -> 2
