// SwiftUI from Apple's documentation: Combine, combineLatest(_:_:) on @Published publishers
// Source: developer.apple.com/documentation/combine/publisher/combinelatest(_:_:)-1n30g:
// "Subscribes to an additional publisher and invokes a closure upon receiving output from either
// publisher"; the transform "receives the most-recent value from each publisher". Published: a
// subscriber receives the current value on subscribing (the Weather example prints 20.0 first),
// so both upstreams have published once as soon as the subscription is made.
import Combine

final class LoginForm: ObservableObject {
    @Published var username = ""
    @Published var password = ""
}

let form = LoginForm()
let validity = form.$username
    .combineLatest(form.$password) { user, pass in
        "user '\(user)' pass \(pass.count) chars -> \(!user.isEmpty && pass.count >= 4 ? "valid" : "invalid")"
    }
    .sink { print($0) }

form.username = "kim"
form.password = "abc"
form.password = "abcd"
form.username = ""
_ = validity

// expect: user '' pass 0 chars -> invalid
// expect: user 'kim' pass 0 chars -> invalid
// expect: user 'kim' pass 3 chars -> invalid
// expect: user 'kim' pass 4 chars -> valid
// expect: user '' pass 4 chars -> invalid
