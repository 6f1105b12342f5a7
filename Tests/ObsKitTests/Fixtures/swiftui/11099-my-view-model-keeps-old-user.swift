// Apple Developer Forums style (my view model keeps the old user id): a @StateObject made from an init parameter ignores later values; .id(userID) gives a new model per user (rules §4.3, §4.2, §1.3, §2.5, T9)
import SwiftUI
import Combine

final class ProfileVM: ObservableObject {
    let userID: Int
    @Published var name = ""
    init(userID: Int) {
        self.userID = userID
        print("ProfileVM init \(userID)")
    }
}

struct ProfileCard: View {
    @StateObject private var vm: ProfileVM
    let userID: Int
    init(userID: Int) {
        self.userID = userID
        _vm = StateObject(wrappedValue: ProfileVM(userID: userID))
    }
    var body: some View {
        let _ = print("ProfileCard body param \(userID) vm \(vm.userID)")
        Text("User \(vm.userID)")
    }
}

struct ProfilesScreen: View {
    @State private var userID = 1
    @State private var useID = false
    var body: some View {
        VStack {
            Button("Next user") { userID += 1 }
            Button("Use id") { useID = true }
            if useID {
                ProfileCard(userID: userID)
                    .id(userID)
            } else {
                ProfileCard(userID: userID)
            }
        }
    }
}

:mount ProfilesScreen()
// expect: ProfileVM init 1
// expect: ProfileCard body param 1 vm 1
:tap "Next user"
// expect: ProfileCard body param 2 vm 1
:tap "Use id"
// expect: ProfileVM init 2
// expect: ProfileCard body param 2 vm 2
:tap "Next user"
// expect: ProfileVM init 3
// expect: ProfileCard body param 3 vm 3
