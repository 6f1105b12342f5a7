// SwiftUI from Apple's documentation: ObservableObject.objectWillChange and ObservedObject
// Source: developer.apple.com/documentation/combine/observableobjectpublisher/send(): "Sends the
// changed value to the downstream subscriber." ObservedObject: "A property wrapper type that
// subscribes to an observable object and invalidates a view whenever the observable object
// changes" - the view subscribes to objectWillChange, so announcing a plain property's change by
// hand (objectWillChange.send() in willSet) updates the view like @Published does.
import SwiftUI

final class UserAuthentication: ObservableObject {
    var username = "Taylor" {
        willSet { objectWillChange.send() }
    }
    var attempts = 0                 // neither published nor announced
}

struct LoginView: View {
    @ObservedObject var user: UserAuthentication

    var body: some View {
        let _ = print("body: \(user.username), attempts \(user.attempts)")
        Text("Your username is: \(user.username)")
        Button("Try") { user.attempts += 1 }
        Button("Rename") { user.username = "Jordan" }
    }
}

let auth = UserAuthentication()
:mount LoginView(user: auth)
:tap "Try"
:tap "Rename"
:tap "Try"
print("attempts \(auth.attempts)")

// expect: body: Taylor, attempts 0
// expect: body: Jordan, attempts 1
// expect: attempts 2
