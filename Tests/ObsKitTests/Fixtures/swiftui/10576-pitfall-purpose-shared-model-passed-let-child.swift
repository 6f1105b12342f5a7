// everyday app screens style: PITFALL ON PURPOSE, a shared model passed as `let` to a child: the nickname card holds the ObservableObject in a plain let, so its own edit changes the model but the card never runs again (the parent runs, and hands it the same reference); the sibling that declares @ObservedObject runs each time; @Published publishes even an equal value (rules §5.1, §2.3, §6.3, §6.5)
import SwiftUI

final class ProfileModel: ObservableObject {
    @Published var nickname = "kit"
    init() { print("ProfileModel init") }
    deinit { print("ProfileModel deinit") }
}

struct NicknameCard: View {
    let model: ProfileModel

    var body: some View {
        let _ = print("NicknameCard body: \(model.nickname)")
        VStack {
            Text(model.nickname)
            Button("Uppercase") { model.nickname = model.nickname.uppercased() }
        }
    }
}

struct ObservedNicknameCard: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        let _ = print("ObservedNicknameCard body: \(model.nickname)")
        Button("Add star") { model.nickname += "*" }
    }
}

struct ProfilePage: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
        let _ = print("ProfilePage body")
        VStack {
            NicknameCard(model: model)
            ObservedNicknameCard(model: model)
        }
    }
}

:mount ProfilePage()
// expect: ProfileModel init
// expect: ProfilePage body
// expect: NicknameCard body: kit
// expect: ObservedNicknameCard body: kit
:tap "Uppercase"
// expect: ProfilePage body
// expect: ObservedNicknameCard body: KIT
:tap "Add star"
// expect: ProfilePage body
// expect: ObservedNicknameCard body: KIT*
:tap "Uppercase"
// expect: ProfilePage body
// expect: ObservedNicknameCard body: KIT*
:unmount
// expect: ProfileModel deinit
