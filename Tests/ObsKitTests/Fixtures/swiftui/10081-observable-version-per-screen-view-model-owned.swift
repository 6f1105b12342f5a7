// architecture style: the @Observable version of a per-screen view model, owned with @State and handed to subviews as a plain `let`; each subview's body runs only for the property it read, an equal assignment notifies nobody (rules §8.1, §8.3, §2.3)
import SwiftUI

@Observable
final class ProfileViewModel {
    var name = "Ada"
    var followers = 10

    init() { print("ProfileViewModel init") }
}

struct NameHeader: View {
    let viewModel: ProfileViewModel

    var body: some View {
        let _ = print("NameHeader body: \(viewModel.name)")
        Text(viewModel.name)
    }
}

struct FollowerBadge: View {
    let viewModel: ProfileViewModel

    var body: some View {
        let _ = print("FollowerBadge body: \(viewModel.followers)")
        Text("\(viewModel.followers) followers")
    }
}

struct ProfileScreen: View {
    @State private var viewModel = ProfileViewModel()

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            NameHeader(viewModel: viewModel)
            FollowerBadge(viewModel: viewModel)
            Button("Follow") { viewModel.followers += 1 }
            Button("Rename") { viewModel.name = "Grace" }
        }
    }
}

:mount ProfileScreen()
// expect: ProfileViewModel init
// expect: ProfileScreen body
// expect: NameHeader body: Ada
// expect: FollowerBadge body: 10
:tap "Follow"
// expect: FollowerBadge body: 11
:tap "Rename"
// expect: NameHeader body: Grace
:tap "Rename"
:tap "Follow"
// expect: FollowerBadge body: 12
