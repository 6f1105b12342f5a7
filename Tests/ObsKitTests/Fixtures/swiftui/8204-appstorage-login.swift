// SwiftUI from Apple's documentation: writing an @AppStorage property writes its UserDefaults key and updates the view
// Apple, AppStorage (https://developer.apple.com/documentation/swiftui/appstorage): "A property wrapper type that
// reflects a value from UserDefaults and invalidates a view on a change in value in that user default."
// Hacking with Swift, "What is the @AppStorage property wrapper?" (https://www.hackingwithswift.com/quick-start/swiftui/what-is-the-appstorage-property-wrapper,
// via https://wangchujiang.com/swiftui-example/appendix-a/demo12/index.html): the same username/"Log in" example;
// "Changing username above will cause the new string to be written to UserDefaults immediately, while also updating the view."
import SwiftUI

struct WelcomeView: View {
    @AppStorage("username") var username: String = "Anonymous"
    var body: some View {
        VStack {
            Text("Welcome, \(username)!")
            Button("Log in") {
                username = "@twostraws"
            }
            Button("Check defaults") {
                print("defaults: \(UserDefaults.standard.string(forKey: "username") ?? "nil")")
            }
        }
        .onChange(of: username) { oldValue, newValue in
            print("username \(oldValue) -> \(newValue)")
        }
    }
}

:mount WelcomeView()
:tap "Log in"
:tap "Check defaults"
// expect: username Anonymous -> @twostraws
// expect: defaults: @twostraws
