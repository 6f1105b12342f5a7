// Apple Developer Forums style: "why is my @Observable model's init called on every parent update?" (@Observable in @State).
// @State's initial value is not a closure: `_model = State(initialValue: ProfileModel(...))` runs at every init of
// the child, and the parent's body inits the child at every run (rules §2.6, §3.1, Apple `state`). Only the first
// instance is installed (rules §3.2); later ones are throwaways kept alive only by the view value that made them,
// released when the next parent render replaces that value (rules §3.3). The installed model keeps its likes.
import SwiftUI

@Observable
final class ProfileModel {
    let generation: Int
    var likes = 0

    init(generation: Int) {
        self.generation = generation
        print("ProfileModel \(generation) init")
    }

    deinit {
        print("ProfileModel \(generation) deinit")
    }
}

struct ProfileCard: View {
    @State private var model: ProfileModel

    init(generation: Int) {
        _model = State(initialValue: ProfileModel(generation: generation))
    }

    var body: some View {
        Button("Likes \(model.likes) (model \(model.generation))") {
            model.likes += 1
            print("model \(model.generation) likes \(model.likes)")
        }
    }
}

struct ProfileScreen: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("ProfileScreen body \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            ProfileCard(generation: refreshes)
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body 0
// expect: ProfileModel 0 init
:tap "Likes 0 (model 0)"
// expect: model 0 likes 1
:tap "Refresh"
// expect: ProfileScreen body 1
// expect: ProfileModel 1 init
:tap "Refresh"
// expect: ProfileScreen body 2
// expect: ProfileModel 2 init
// expect: ProfileModel 1 deinit
:tap "Likes 1 (model 0)"
// expect: model 0 likes 2
