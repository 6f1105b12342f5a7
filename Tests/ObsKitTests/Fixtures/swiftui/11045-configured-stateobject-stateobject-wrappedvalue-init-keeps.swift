// Kodeco style (configured @StateObject): StateObject(wrappedValue:) in an init keeps its first model when the parent passes a new id, while a sibling given .id(userID) starts over with a new model (rules §1.3, §2.5, §4.1, §4.3)
import SwiftUI
import Combine

final class UserViewModel: ObservableObject {
    let userID: Int
    @Published private(set) var name = ""

    init(userID: Int) {
        self.userID = userID
        print("UserViewModel init id=\(userID)")
        Just("User \(userID)").assign(to: &$name)
    }
}

struct PinnedCard: View {
    let userID: Int
    @StateObject private var viewModel: UserViewModel

    init(userID: Int) {
        self.userID = userID
        _viewModel = StateObject(wrappedValue: UserViewModel(userID: userID))
    }

    var body: some View {
        let _ = print("PinnedCard body param=\(userID) model=\(viewModel.name)")
        Text(viewModel.name)
    }
}

struct FreshCard: View {
    @StateObject private var viewModel: UserViewModel

    init(userID: Int) {
        _viewModel = StateObject(wrappedValue: UserViewModel(userID: userID))
    }

    var body: some View {
        let _ = print("FreshCard body model=\(viewModel.name)")
        Text(viewModel.name)
    }
}

struct UsersView: View {
    @State private var userID = 1

    var body: some View {
        let _ = print("UsersView body id=\(userID)")
        VStack {
            Button("Next User") { userID += 1 }
            PinnedCard(userID: userID)
            FreshCard(userID: userID)
                .id(userID)
        }
    }
}

:mount UsersView()
// expect: UsersView body id=1
// expect: UserViewModel init id=1
// expect: PinnedCard body param=1 model=User 1
// expect: UserViewModel init id=1
// expect: FreshCard body model=User 1
:tap "Next User"
// expect: UsersView body id=2
// expect: PinnedCard body param=2 model=User 1
// expect: UserViewModel init id=2
// expect: FreshCard body model=User 2
