// combine style: a top-level `objectWillChange.sink` logger on a profile model: a reset that sets three @Published properties in one action sends objectWillChange three times but runs the view's body once; a `send()` by hand for a plain property also reaches the sink and the view (rules §6.2, §10.1, T11)
import SwiftUI
import Combine

final class ProfileModel: ObservableObject {
    @Published var name = "Ada"
    @Published var age = 36
    @Published var city = "London"
    var nickname = "ada" {
        willSet { objectWillChange.send() }
    }

    func reset() {
        name = ""
        age = 0
        city = ""
    }
}

let profile = ProfileModel()
var changes = 0
let logger = profile.objectWillChange.sink { _ in
    changes += 1
    print("objectWillChange #\(changes)")
}

struct ProfileView: View {
    @ObservedObject var profile: ProfileModel

    var body: some View {
        let _ = print("ProfileView body: '\(profile.name)' \(profile.age) '\(profile.city)' '\(profile.nickname)'")
        VStack {
            Button("Reset") { profile.reset() }
            Button("Nickname") { profile.nickname = "countess" }
        }
    }
}

:mount ProfileView(profile: profile)
// expect: ProfileView body: 'Ada' 36 'London' 'ada'
:tap "Reset"
// expect: objectWillChange #1
// expect: objectWillChange #2
// expect: objectWillChange #3
// expect: ProfileView body: '' 0 '' 'ada'
:tap "Nickname"
// expect: objectWillChange #4
// expect: ProfileView body: '' 0 '' 'countess'
