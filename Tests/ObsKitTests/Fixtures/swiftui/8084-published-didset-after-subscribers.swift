// SwiftUI from Apple's documentation: a @Published property's subscribers get the new value before its didSet runs
// Apple, Published (https://developer.apple.com/documentation/combine/published): "When the property changes, publishing occurs in
// the property's willSet block, meaning subscribers receive the new value before it's actually set on the property." A didSet
// runs after the value is stored; the view's body runs after the action.
import SwiftUI
import Combine

final class Profile: ObservableObject {
    @Published var nickname = "ann" {
        didSet { print("didSet: \(oldValue) -> \(nickname)") }
    }
    private var watch: AnyCancellable?
    init() {
        watch = $nickname.dropFirst().sink { [unowned self] new in
            print("sink got \(new), stored is still \(self.nickname)")
        }
    }
}

struct ProfileView: View {
    @StateObject private var profile = Profile()
    var body: some View {
        let _ = print("ProfileView body: \(profile.nickname)")
        Button("Rename") { profile.nickname = "bo" }
    }
}

:mount ProfileView()
// expect: ProfileView body: ann
:tap "Rename"
// expect: sink got bo, stored is still ann
// expect: didSet: ann -> bo
// expect: ProfileView body: bo
