// Tutorial style (optional AppStorage): an @AppStorage String? with no default is nil until written; setting it to nil removes the key (rules §15.14, §3.4)
import SwiftUI

struct NicknameCard: View {
    @AppStorage("nickname") private var nickname: String?

    var body: some View {
        let _ = print("NicknameCard body: \(nickname ?? "<none>")")
        VStack {
            if let nickname {
                Text("Hi \(nickname)")
                Button("Forget") { self.nickname = nil }
            } else {
                Text("No nickname yet")
                Button("Pick Ace") { nickname = "Ace" }
            }
        }
    }
}
:mount NicknameCard()
// expect: NicknameCard body: <none>
:tap "Pick Ace"
// expect: NicknameCard body: Ace
print(UserDefaults.standard.string(forKey: "nickname") ?? "key missing")
// expect: Ace
:tap "Forget"
// expect: NicknameCard body: <none>
print(UserDefaults.standard.string(forKey: "nickname") ?? "key missing")
// expect: key missing
