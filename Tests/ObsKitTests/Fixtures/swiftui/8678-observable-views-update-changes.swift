// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (with @Observable, views update on changes to the properties their body reads, not on any change to the object: bumping followers re-runs only the label that reads followers)
import SwiftUI

@Observable
final class ProfileViewModel {
    var name = "Taylor"
    var followers = 10
}

struct NameLabel: View {
    let viewModel: ProfileViewModel

    var body: some View {
        let _ = print("NameLabel body: \(viewModel.name)")
        Text(viewModel.name)
    }
}

struct FollowersLabel: View {
    let viewModel: ProfileViewModel

    var body: some View {
        let _ = print("FollowersLabel body: \(viewModel.followers)")
        Text("\(viewModel.followers) followers")
    }
}

struct ProfileView: View {
    @State private var viewModel = ProfileViewModel()

    var body: some View {
        let _ = print("ProfileView body")
        VStack {
            NameLabel(viewModel: viewModel)
            FollowersLabel(viewModel: viewModel)
            Button("Follow") { viewModel.followers += 1 }
        }
    }
}

:mount ProfileView()
:tap "Follow"
:tap "Follow"
// expect: ProfileView body
// expect: NameLabel body: Taylor
// expect: FollowersLabel body: 10
// expect: FollowersLabel body: 11
// expect: FollowersLabel body: 12
