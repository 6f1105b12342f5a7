// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject/objectwillchange (a model without @Published calls objectWillChange.send() by hand in willSet, and the view observing it re-renders)
import SwiftUI
import Combine

final class UserAuthentication: ObservableObject {
    var username = "Taylor" {
        willSet {
            print("will rename \(username) to \(newValue)")
            objectWillChange.send()
        }
    }
}

struct AccountView: View {
    @StateObject private var user = UserAuthentication()

    var body: some View {
        let _ = print("body: \(user.username)")
        VStack {
            Text("Your username is: \(user.username)")
            Button("Rename") { user.username = "Swift" }
        }
    }
}

:mount AccountView()
:tap "Rename"
// expect: body: Taylor
// expect: will rename Taylor to Swift
// expect: body: Swift
