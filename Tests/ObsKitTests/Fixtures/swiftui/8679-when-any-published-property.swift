// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject ("When any published property of the observable object changes, SwiftUI updates any view that depends on the object": with ObservableObject, bumping followers also re-runs the label that only reads name)
import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Published var name = "Taylor"
    @Published var followers = 10
}

struct NameLabel: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        let _ = print("NameLabel body: \(viewModel.name)")
        Text(viewModel.name)
    }
}

struct FollowersLabel: View {
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        let _ = print("FollowersLabel body: \(viewModel.followers)")
        Text("\(viewModel.followers) followers")
    }
}

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()

    var body: some View {
        VStack {
            NameLabel(viewModel: viewModel)
            FollowersLabel(viewModel: viewModel)
            Button("Follow") { viewModel.followers += 1 }
        }
    }
}

:mount ProfileView()
:tap "Follow"
// expect: NameLabel body: Taylor
// expect: FollowersLabel body: 10
// expect: NameLabel body: Taylor
// expect: FollowersLabel body: 11
